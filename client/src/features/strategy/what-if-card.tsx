import { Field, Input } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { PlanInput, PlanResult } from '@/payoff/index';
import { WHAT_IF_EXTRAS, readExtraAmount } from './what-if-scenarios';
import type { WhatIfRow } from './plan-work/plan-jobs';
import { usePlanJob } from './plan-work/use-plan-job';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { Table } from '@/lib/ui/table';
import { cx } from '@/lib/ui/static-styles';
import { layout, strategy as styles } from './strategy.styles';

function debtFree(plan: WhatIfRow['plan']): string {
  if (plan.status === 'never') return 'Never';
  return plan.payoffDate ? monthLabel(plan.payoffDate, 'short') : 'Now';
}

function sooner(scenario: WhatIfRow): string {
  if (scenario.monthsSooner === null) return scenario.plan.status === 'ok' ? 'Clears every debt' : '—';
  return scenario.monthsSooner > 0 ? durationLabel(scenario.monthsSooner) : 'Same month';
}

function ScenarioRow({ scenario, label, mine }: { scenario: WhatIfRow; label: string; mine?: boolean }) {
  const never = scenario.plan.status === 'never';
  return (
    <Table.Row data-testid={`what-if-row-${scenario.extra}`} className={mine ? styles.mine : undefined}>
      <Table.Cell>
        <div className={layout.row2}>
          <p className={layout.medium}>{formatMoney(scenario.monthlyBudget)}</p>
          <p className={cx(layout.muted, layout.fine)}>{label}</p>
        </div>
      </Table.Cell>
      <Table.Cell className={never ? styles.never : undefined} data-testid="what-if-debt-free">
        {debtFree(scenario.plan)}
      </Table.Cell>
      <Table.Cell data-testid="what-if-sooner">{scenario.extra === 0 ? '—' : sooner(scenario)}</Table.Cell>
      <Table.Cell align="end">{scenario.plan.status === 'never' ? '—' : formatMoney(scenario.plan.totalInterestPaid)}</Table.Cell>
      <Table.Cell align="end" className={styles.saved} data-testid="what-if-saved">
        {scenario.extra === 0 || scenario.interestSaved === null ? '—' : formatMoney(scenario.interestSaved)}
      </Table.Cell>
    </Table.Row>
  );
}

interface WhatIfCardProps {
  startMonth: PlanInput['startMonth'];
  debts: PlanInput['debts'];
  strategy: PlanInput['strategy'];
  /** The plan for exactly these inputs (the one the screen shows). */
  plan: PlanResult;
}

/**
 * Free, like all planning: the current plan beside the same plan with $50, $100, $200 or the user's own amount
 * more each month. Nothing is saved; changing the budget above is how a scenario becomes the plan.
 */
export function WhatIfCard({ startMonth, debts, strategy, plan }: WhatIfCardProps) {
  const [customText, setCustomText] = useState('');
  const custom = readExtraAmount(customText);
  const request = useMemo(
    () => ({ input: { startMonth, debts, strategy }, plan, extras: [0, ...WHAT_IF_EXTRAS.filter((extra) => extra !== custom.amount)], customAmount: custom.amount }),
    [startMonth, debts, strategy, plan, custom.amount],
  );
  // Typing in the budget or here re-plans up to five times; the table may trail the typing by a frame.
  const deferred = useDeferredValue(request);
  const scenarios = usePlanJob('whatIf', deferred, debts.length);

  return (
    <Card.Root as="section" aria-labelledby="what-if-heading" data-testid="what-if-scenarios">
      <Card.Header>
        <div className={layout.wrapRow2}>
          <Heading as="h2" size="md" id="what-if-heading">
            What if you paid more each month?
          </Heading>
        </div>
        <p className={cx(layout.muted, layout.small)}>
          Your plan beside the same plan with a larger monthly budget. To make one your plan, raise the monthly budget above.
        </p>
      </Card.Header>
      <Card.Body>
        <div className={layout.stack4}>
          <div className={layout.scrollBox} tabIndex={0} role="region" aria-label="What-if table (scrolls)">
            <Table.Root aria-label="What-if scenarios" className={styles.nowrap}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Each month</Table.ColumnHeader>
                  <Table.ColumnHeader>Debt-free</Table.ColumnHeader>
                  <Table.ColumnHeader>Sooner by</Table.ColumnHeader>
                  <Table.ColumnHeader align="end">Total interest</Table.ColumnHeader>
                  <Table.ColumnHeader align="end">Interest saved</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body aria-busy={scenarios === null}>
                {scenarios === null ? (
                  <Table.Row>
                    <Table.Cell colSpan={5}>
                      <p className={layout.muted}>Working out the larger budgets…</p>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
                {scenarios?.list.map((scenario) => (
                  <ScenarioRow key={scenario.extra} scenario={scenario} label={scenario.extra === 0 ? 'your plan' : `+${formatMoney(scenario.extra)}`} />
                ))}
                {scenarios?.custom ? <ScenarioRow scenario={scenarios.custom} label={`+${formatMoney(scenarios.custom.extra)}, yours`} mine /> : null}
              </Table.Body>
            </Table.Root>
          </div>
          <Field.Root invalid={custom.error !== null} maxW="sm">
            <Field.Label>Try your own amount ($ more each month)</Field.Label>
            <Input inputMode="decimal" placeholder="e.g. 75" value={customText} onChange={(event) => setCustomText(event.target.value)} />
            {custom.error ? <Field.ErrorText>{custom.error}</Field.ErrorText> : null}
          </Field.Root>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
