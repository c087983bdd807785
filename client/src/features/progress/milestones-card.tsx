import { HStack, List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { MedalIcon } from 'lucide-react';
import type { Debt, Payment } from '@schemas/index';
import { dayLabel } from '@/lib/calendar-month';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { ShowAllButton, useShowAll } from '@/lib/ui/show-all';
import { recordedMilestones } from '@/planning/milestones';

/**
 * The milestones reached, newest first: debts paid off, the first $1,000 paid down and the amounts
 * after it, halfway (the newest 10 until "Show all"). Facts from recorded payments and closings only (planning/milestones.ts): a debt
 * settled or forgiven is not among them, and a debt reopened leaves them with its payoff.
 */
export function MilestonesCard({ debts, entries }: { debts: readonly Debt[]; entries: readonly Payment[] }) {
  // Payments and the interest and fees charged from statements: what paid the charges is not paid down.
  const milestones = useMemo(() => recordedMilestones(debts, entries).reverse(), [debts, entries]);
  const { shown, listId, button } = useShowAll(milestones);
  return (
    <Card.Root as="section" aria-labelledby="milestones-title">
      <Card.Header>
        <HStack gap="2">
          <MedalIcon aria-hidden />
          <Heading as="h2" size="md" id="milestones-title">
            Milestones reached
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        {milestones.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Your first milestone is your first $1,000 paid down: record your payments and they show here.
          </Text>
        ) : (
          <List.Root gap="2" variant="plain" data-testid="milestones" id={listId}>
            {shown.map((milestone) => (
              <List.Item key={milestone.id}>
                <Text>
                  <Text as="span" fontWeight="medium">
                    {milestone.text}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {dayLabel(milestone.date)}
                  </Text>
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        <ShowAllButton props={button} />
      </Card.Body>
    </Card.Root>
  );
}
