import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { formatMoney, formatPercent } from '@/lib/money';
import { IconButton } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';

interface CustomOrderEditorProps {
  /** The debts owed, in the custom order. */
  debts: Debt[];
  onChange: (order: string[]) => void;
}

/** The Custom strategy's order: extra money goes to the first debt until it is paid off, then the next. */
export function CustomOrderEditor({ debts, onChange }: CustomOrderEditorProps) {
  const [focus, setFocus] = useState<{ id: string; direction: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    const same = document.getElementById(`order-${focus.direction < 0 ? 'up' : 'down'}-${focus.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`order-${focus.direction < 0 ? 'down' : 'up'}-${focus.id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focus, debts]);

  function move(index: number, direction: -1 | 1) {
    const ids = debts.map((debt) => debt.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + direction, 0, id);
    onChange(ids);
    setFocus({ id, direction });
    setAnnouncement(`${debts[index]?.name ?? 'Debt'} moved to position ${index + direction + 1} of ${ids.length}.`);
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Your custom order
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Extra money goes to the first debt until it is paid off, then to the next.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="2" aria-label="Custom payoff order" p="0" m="0">
          {debts.map((debt, index) => (
            <Flex as="li" key={debt.id} listStyleType="none" align="center" justify="space-between" gap="2" borderWidth="1px" borderRadius="md" px="3" py="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {index + 1}. {debt.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatMoney(debt.balance)} at {formatPercent(debt.interestRate)}
                </Text>
              </Stack>
              <HStack gap="1">
                <IconButton id={`order-up-${debt.id}`} size="xs" variant="outline" aria-label={`Move ${debt.name} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  id={`order-down-${debt.id}`}
                  size="xs"
                  variant="outline"
                  aria-label={`Move ${debt.name} later`}
                  disabled={index === debts.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon />
                </IconButton>
              </HStack>
            </Flex>
          ))}
        </Stack>
        <div aria-live="polite" className="visually-hidden">
          {announcement}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
