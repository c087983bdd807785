import { Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Debt, Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { addSnowflake, removeSnowflake, updateSnowflake } from '@/data/strategies/snowflakes';
import type { SnowflakeInput } from '@/data/strategies/plan-entries';
import { formatMoney } from '@/lib/money';
import { dayLabel } from '@/lib/calendar-month';
import { Badge } from '@/lib/ui/badge';
import { isPastSnowflake, snowflakesOf } from '@/planning/money-over-time';
import type { Snowflake } from '@/payoff/index';
import { InlineField } from './inline-form-parts';
import { PlanEntryList, type PlanEntryKindView } from './plan-entry-list';
import { EMPTY_SNOWFLAKE, SNOWFLAKE_LABELS, readSnowflakeForm, snowflakeForm, snowflakeMessages, snowflakeText, type SnowflakeForm } from './snowflake-form';

/** Where a one-time payment goes when no debt is picked (and when its debt is no longer owed). */
export const STRATEGY_TARGET = 'Where your strategy sends extra money';

function snowflakeKind(ctx: DataContext, debts: readonly Debt[]): PlanEntryKindView<Snowflake, SnowflakeForm, SnowflakeInput> {
  const debtName = (id: unknown) => (id ? (debts.find((debt) => debt.id === id)?.name ?? 'a debt no longer owed') : STRATEGY_TARGET);
  return {
    noun: 'one-time payment',
    labels: SNOWFLAKE_LABELS,
    empty: EMPTY_SNOWFLAKE,
    toForm: snowflakeForm,
    read: readSnowflakeForm,
    describe: (field, value) => {
      const text = String(value ?? '').trim();
      if (field === 'debtId') return debtName(text);
      if (text === '') return 'nothing';
      if (field === 'amount' && Number.isFinite(Number(text))) return formatMoney(Number(text));
      if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return dayLabel(text);
      return text;
    },
    messages: snowflakeMessages,
    fields: ({ form, errors, edit, conflict }) => (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <InlineField label={SNOWFLAKE_LABELS.date} error={errors.date} conflict={conflict('date')}>
          <Input name="snowflakeDate" type="date" value={form.date} onChange={(event) => edit('date', event.target.value)} />
        </InlineField>
        <InlineField label={SNOWFLAKE_LABELS.amount} error={errors.amount} conflict={conflict('amount')}>
          <Input name="snowflakeAmount" inputMode="decimal" value={form.amount} onChange={(event) => edit('amount', event.target.value)} />
        </InlineField>
        <InlineField label={SNOWFLAKE_LABELS.debtId} error={errors.debtId} conflict={conflict('debtId')}>
          <NativeSelect.Root>
            <NativeSelect.Field name="snowflakeDebt" value={form.debtId} onChange={(event) => edit('debtId', event.target.value)}>
              <option value="">{STRATEGY_TARGET}</option>
              {debts.map((debt) => (
                <option key={debt.id} value={debt.id}>
                  {debt.name}
                </option>
              ))}
              {form.debtId && !debts.some((debt) => debt.id === form.debtId) ? <option value={form.debtId}>A debt no longer owed</option> : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </InlineField>
        <InlineField label={`${SNOWFLAKE_LABELS.label} (optional)`} error={errors.label} conflict={conflict('label')}>
          <Input name="snowflakeLabel" value={form.label} placeholder="Tax refund" onChange={(event) => edit('label', event.target.value)} />
        </InlineField>
      </SimpleGrid>
    ),
    add: (strategyId, input) => addSnowflake(ctx, strategyId, input),
    update: (strategyId, id, changes) => updateSnowflake(ctx, strategyId, id, changes),
    remove: (strategyId, id) => removeSnowflake(ctx, strategyId, id),
    entryOf: (strategy, id) => strategy.snowflakes?.[id],
  };
}

interface SnowflakeListProps {
  ctx: DataContext;
  strategy: Strategy | null;
  /** The debts owed now (a payment can go to one of them). */
  debts: readonly Debt[];
  startMonth: string;
  strategyId: () => Promise<string | null>;
}

/** One-time extra payments ("snowflakes"): a tax refund, a bonus. One dated before this month is not in the plan. */
export function SnowflakeList({ ctx, strategy, debts, startMonth, strategyId }: SnowflakeListProps) {
  const kind = useMemo(() => snowflakeKind(ctx, debts), [ctx, debts]);
  const entries = useMemo(() => snowflakesOf(strategy?.snowflakes), [strategy?.snowflakes]);
  return (
    <PlanEntryList
      kind={kind}
      entries={entries}
      strategyId={strategyId}
      testId="snowflake-list"
      name={(entry) => snowflakeText(entry)}
      show={(entry) => {
        const past = isPastSnowflake(entry, startMonth);
        return (
          <>
            <Text fontWeight="medium" color={past ? 'fg.muted' : undefined}>
              {snowflakeText(entry)} {past ? <Badge size="sm">Past</Badge> : null}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {past ? (
                <>
                  Before this month, so not in the plan. If you paid it, <Link to="/debts" hash="record-payment">record it as a payment</Link>.
                </>
              ) : (
                `To ${entry.debtId ? kind.describe('debtId', entry.debtId) : STRATEGY_TARGET.toLowerCase()}`
              )}
            </Text>
          </>
        );
      }}
    />
  );
}
