import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { addBudgetStep, removeBudgetStep, updateBudgetStep } from '@/data/strategies/budget-steps';
import type { BudgetStepInput } from '@/data/strategies/plan-entries';
import { monthLabel, monthOf } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { budgetStepsOf } from '@/planning/money-over-time';
import type { BudgetStep } from '@/payoff/index';
import { BUDGET_STEP_LABELS, EMPTY_BUDGET_STEP, budgetStepForm, budgetStepMessages, budgetStepText, readBudgetStepForm, type BudgetStepForm } from './budget-step-form';
import { InlineField } from './inline-form-parts';
import { PlanEntryList, type PlanEntryKindView } from './plan-entry-list';

function budgetStepKind(ctx: DataContext): PlanEntryKindView<BudgetStep, BudgetStepForm, BudgetStepInput> {
  return {
    noun: 'budget change',
    labels: BUDGET_STEP_LABELS,
    empty: EMPTY_BUDGET_STEP,
    toForm: budgetStepForm,
    read: readBudgetStepForm,
    describe: (field, value) => {
      const text = String(value ?? '').trim();
      if (text === '') return 'nothing';
      if (field === 'from' && /^\d{4}-\d{2}$/.test(text)) return monthLabel(text);
      if (field === 'monthlyBudget' && Number.isFinite(Number(text))) return formatMoney(Number(text));
      return text;
    },
    messages: budgetStepMessages,
    fields: ({ form, errors, edit, conflict }) => (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <InlineField label={BUDGET_STEP_LABELS.from} error={errors.from} conflict={conflict('from')}>
          <Input name="stepFrom" type="month" placeholder="2027-06" value={form.from} onChange={(event) => edit('from', event.target.value)} />
        </InlineField>
        <InlineField label={BUDGET_STEP_LABELS.monthlyBudget} error={errors.monthlyBudget} conflict={conflict('monthlyBudget')}>
          <Input name="stepBudget" inputMode="decimal" value={form.monthlyBudget} onChange={(event) => edit('monthlyBudget', event.target.value)} />
        </InlineField>
      </SimpleGrid>
    ),
    add: (strategyId, input) => addBudgetStep(ctx, strategyId, input),
    update: (strategyId, id, changes) => updateBudgetStep(ctx, strategyId, id, changes),
    remove: (strategyId, id) => removeBudgetStep(ctx, strategyId, id),
    entryOf: (strategy, id) => strategy.budgetSteps?.[id],
  };
}

interface BudgetStepListProps {
  ctx: DataContext;
  strategy: Strategy | null;
  startMonth: string;
  strategyId: () => Promise<string | null>;
}

/** Changes of the monthly budget on dates ("$800 a month from June 2027"). */
export function BudgetStepList({ ctx, strategy, startMonth, strategyId }: BudgetStepListProps) {
  const kind = useMemo(() => budgetStepKind(ctx), [ctx]);
  const entries = useMemo(() => budgetStepsOf(strategy?.budgetSteps), [strategy?.budgetSteps]);
  // Of the changes dated this month or before, the latest is the budget the plan starts at.
  const begun = entries.filter((entry) => monthOf(entry.from) <= startMonth);
  const inForce = begun.at(-1)?.id;
  return (
    <PlanEntryList
      kind={kind}
      entries={entries}
      strategyId={strategyId}
      testId="budget-step-list"
      name={(entry) => budgetStepText(entry)}
      show={(entry) => (
        <>
          <Text fontWeight="medium">{budgetStepText(entry)}</Text>
          {monthOf(entry.from) <= startMonth ? (
            <Text fontSize="xs" color="fg.muted">
              {entry.id === inForce ? 'In force now: the plan starts at this budget, not the monthly budget above.' : 'Replaced by a later change.'}
            </Text>
          ) : null}
        </>
      )}
    />
  );
}
