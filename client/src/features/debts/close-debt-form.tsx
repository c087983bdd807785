import { Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Debt, DebtClosure } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { closeDebt } from '@/data/debts/close-debt';
import { announcingPayoff } from '@/data/milestones/payoff-announcements';
import { validateClosing } from '@/data/debts/validate-closing';
import type { FieldErrors } from '@/data/field-checks';
import { formatMoney } from '@/lib/money';
import { CLOSURE_LABELS } from '@/planning/debt-closure';
import { owedNow } from '@/planning/debt-status';
import { readableMessage } from './debt-labels';
import { FormActions } from '@/lib/ui/form-actions';
import { numberOrNothing, textOrNothing } from './form-values';

/** What each way of closing means for the person, in a line. */
function consequence(closedAs: DebtClosure, owed: number): string {
  switch (closedAs) {
    case 'paid_in_full':
      return `Records a closing payment of ${formatMoney(owed)}, what it owes, so the balance reaches $0.00 and counts as paid down.`;
    case 'settled':
      return 'The lender accepted less than the balance. What you paid to settle counts as paid down; the rest does not.';
    case 'forgiven':
      return 'The lender cancelled what was left. It is closed, and nothing more is counted as paid down.';
    case 'refinanced':
      return 'Moved into a new loan: add the new loan as a debt. This balance is closed and not counted as paid down.';
  }
}

const CHOICES = Object.keys(CLOSURE_LABELS) as DebtClosure[];

/** Closing a debt says how it closed: paid in full (with its closing payment), settled, forgiven or refinanced. */
export function CloseDebtForm({ ctx, debt, today, onDone, onCancel }: { ctx: DataContext; debt: Debt; today: string; onDone?: () => void; onCancel?: () => void }) {
  const [closedAs, setClosedAs] = useState<DebtClosure>('paid_in_full');
  const [closedOn, setClosedOn] = useState(today);
  const [settlement, setSettlement] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const owed = owedNow(debt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { closedAs, closedOn: textOrNothing(closedOn), settlementAmount: closedAs === 'settled' ? numberOrNothing(settlement) : undefined };
    const found = validateClosing(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await announcingPayoff(ctx, debt.id, () =>
      closeDebt(ctx, debt.id, { ...values, closedOn: values.closedOn as string, settlementAmount: values.settlementAmount as number | undefined }),
    );
    setBusy(false);
    if (!result.success) return setErrors(result.fieldErrors ?? { form: result.error });
    onDone?.();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Close this debt">
      <Stack gap="4">
        <Text>
          {debt.name} owes {formatMoney(owed)}. How did it close?
        </Text>
        <RadioGroup.Root value={closedAs} onValueChange={(details) => setClosedAs(details.value as DebtClosure)} aria-label="How it closed">
          <Stack gap="3">
            {CHOICES.map((choice) => (
              <RadioGroup.Item key={choice} value={choice} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Text as="span" fontWeight="medium">
                    {CLOSURE_LABELS[choice]}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {consequence(choice, owed)}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Field.Root invalid={!!errors.closedOn}>
          <Field.Label>Closed on</Field.Label>
          <Input name="closedOn" type="date" value={closedOn} onChange={(e) => setClosedOn(e.target.value)} />
          <Field.ErrorText>{readableMessage('closedOn', errors.closedOn)}</Field.ErrorText>
        </Field.Root>
        {closedAs === 'settled' ? (
          <Field.Root invalid={!!errors.settlementAmount}>
            <Field.Label>What you paid to settle ($, optional)</Field.Label>
            <Input name="settlementAmount" inputMode="decimal" value={settlement} onChange={(e) => setSettlement(e.target.value)} />
            <Field.HelperText>Recorded as a payment on the day it closed.</Field.HelperText>
            <Field.ErrorText>{readableMessage('settlementAmount', errors.settlementAmount)}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <FormActions submitLabel="Close debt" busy={busy} problem={errors.form} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
