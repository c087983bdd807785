import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import type { PlanInput, PlanResult } from '@/payoff/index';
import { extraOnOneDebt, type ExtraOnDebtOutcome } from '@/planning/extra-on-one-debt';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { readExtraAmount } from './what-if-scenarios';

/** The amount offered first: a round sum most budgets can find. */
const DEFAULT_EXTRA = '50';

const when = (month: string | null) => (month ? monthLabel(month) : 'never');

function Outcome({ outcome, name, amount }: { outcome: ExtraOnDebtOutcome; name: string; amount: number }) {
  if (outcome.kind === 'not-in-plan') return null;
  if (outcome.kind === 'unsupported') return <Text color="fg.muted">{outcome.reason}</Text>;
  if (outcome.kind === 'too-long') {
    return (
      <Text color="fg.muted" data-testid="extra-on-debt-outcome">
        Even with {formatMoney(amount)} more a month, {name} would not be paid off within {durationLabel(outcome.months)}.
      </Text>
    );
  }
  const { payoffBefore, payoffAfter, monthsSooner, debtInterestSaved, interestSaved, debtFreeMonthsSooner } = outcome;
  const soonerText = monthsSooner !== null && monthsSooner > 0 ? ` (${durationLabel(monthsSooner)} sooner)` : '';
  return (
    <Stack gap="1" data-testid="extra-on-debt-outcome">
      <Text>
        With {formatMoney(amount)} more a month, {name} is paid off in <strong>{when(payoffAfter)}</strong> instead of {when(payoffBefore)}
        {soonerText}
        {debtInterestSaved !== null ? `, with ${formatMoney(debtInterestSaved)} less interest on it` : ''}.
      </Text>
      {interestSaved !== null ? (
        <Text>
          You would pay <strong data-testid="extra-on-debt-saved">{formatMoney(interestSaved)}</strong> less interest over your whole plan
          {debtFreeMonthsSooner !== null && debtFreeMonthsSooner > 0 ? ` and be debt-free ${durationLabel(debtFreeMonthsSooner)} sooner` : ''}.
        </Text>
      ) : (
        <Text color="fg.muted">Your plan does not pay off every debt, so it has no total interest to compare.</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        The extra goes to this debt each month until it is paid off; then its minimum goes on to your other debts as your plan says.
      </Text>
    </Stack>
  );
}

/**
 * "What would $X more a month on this debt save?": the plan again with the extra going to this
 * debt each month until it is paid off (extra-on-one-debt.ts). Nothing is saved.
 */
export function ExtraOnDebtCard({ input, plan, debtId, name }: { input: PlanInput; plan: PlanResult; debtId: string; name: string }) {
  const [text, setText] = useState(DEFAULT_EXTRA);
  const { amount, error } = readExtraAmount(text);
  const deferred = useDeferredValue(amount);
  const outcome = useMemo(() => (deferred === null ? null : extraOnOneDebt(input, plan, debtId, deferred)), [input, plan, debtId, deferred]);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Pay more on this debt
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Field.Root invalid={!!error} maxW="xs">
            <Field.Label>Extra each month on {name} ($)</Field.Label>
            <Input name="extraOnDebt" inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <div aria-live="polite">{outcome && deferred !== null ? <Outcome outcome={outcome} name={name} amount={deferred} /> : null}</div>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
