import { Stack, Text } from '@chakra-ui/react';
import type { Debt, Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { BudgetStepList } from './budget-step-list';
import { SnowflakeList } from './snowflake-list';

interface MoneyOverTimeProps {
  ctx: DataContext;
  strategy: Strategy | null;
  debts: readonly Debt[];
  startMonth: string;
  strategyId: () => Promise<string | null>;
}

/** How the money changes over time in this scenario: budget changes on dates and one-time extra payments. */
export function MoneyOverTime({ ctx, strategy, debts, startMonth, strategyId }: MoneyOverTimeProps) {
  return (
    <Card.Root as="section" aria-labelledby="money-over-time-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="money-over-time-heading">
          Money over time
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          When your budget changes, and money that arrives once. Each is saved as you add it.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <Stack gap="2" as="section" aria-labelledby="budget-steps-heading">
            <Heading as="h3" size="sm" id="budget-steps-heading">
              Budget changes
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              A new monthly budget from a month on, for example when a loan ends or after a raise.
            </Text>
            <BudgetStepList ctx={ctx} strategy={strategy} startMonth={startMonth} strategyId={strategyId} />
          </Stack>
          <Stack gap="2" as="section" aria-labelledby="snowflakes-heading">
            <Heading as="h3" size="sm" id="snowflakes-heading">
              One-time payments
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              A tax refund or a bonus, paid on top of the budget in the month it arrives.
            </Text>
            <SnowflakeList ctx={ctx} strategy={strategy} debts={debts} startMonth={startMonth} strategyId={strategyId} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
