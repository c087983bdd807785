import type { Debt, Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { BudgetStepList } from './budget-step-list';
import { SnowflakeList } from './snowflake-list';
import { cx } from '@/lib/ui/static-styles';
import { layout } from './strategy.styles';

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
        <p className={cx(layout.muted, layout.small)}>When your budget changes, and money that arrives once. Each is saved as you add it.</p>
      </Card.Header>
      <Card.Body>
        <div className={layout.stack6}>
          <section aria-labelledby="budget-steps-heading" className={layout.stack2}>
            <Heading as="h3" size="sm" id="budget-steps-heading">
              Budget changes
            </Heading>
            <p className={cx(layout.muted, layout.fine)}>A new monthly budget from a month on, for example when a loan ends or after a raise.</p>
            <BudgetStepList ctx={ctx} strategy={strategy} startMonth={startMonth} strategyId={strategyId} />
          </section>
          <section aria-labelledby="snowflakes-heading" className={layout.stack2}>
            <Heading as="h3" size="sm" id="snowflakes-heading">
              One-time payments
            </Heading>
            <p className={cx(layout.muted, layout.fine)}>A tax refund or a bonus, paid on top of the budget in the month it arrives.</p>
            <SnowflakeList ctx={ctx} strategy={strategy} debts={debts} startMonth={startMonth} strategyId={strategyId} />
          </section>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
