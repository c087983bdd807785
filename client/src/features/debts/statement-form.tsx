import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { FieldErrors } from '@/data/field-checks';
import { useCharges } from '@/data/payments/use-payments';
import { previewStatement, recordStatement } from '@/data/statements/record-statement';
import { splitCharge, type StatementComparison } from '@/data/statements/statement-difference';
import { validateStatement } from '@/data/statements/validate-statement';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { Button } from '@/lib/ui/button';
import { FormActions } from '@/lib/ui/form-actions';
import { numberOrNothing } from './form-values';

/** What the flow offers when the statement is lower than the records: the person chooses. */
export interface LowerStatementChoices {
  /** Record the payment the records miss, prefilled with the difference on the statement's date. */
  onRecordPayment: (prefill: { amount: number; date: string }) => void;
  /** Correct the debt's balance (the debt's edit form). */
  onCorrectBalance: () => void;
}

interface StatementFormProps extends LowerStatementChoices {
  ctx: DataContext;
  debt: Debt;
  /** Today's date 'YYYY-MM-DD': the default statement date, and the latest one allowed. */
  today: string;
  /** Called with what was recorded (a sentence for screen readers) once the flow is finished. */
  onDone: (what: string) => void;
  onCancel: () => void;
}

/** Step 2's comparison, with the statement it was made for. */
type Compared = StatementComparison & { statementDate: string };

/**
 * "Update from statement": the person enters a statement's date and balance (step 1); Paydown
 * compares it with its records on that date and says what the difference means (step 2). Higher:
 * the difference is recorded as interest and fees charged (optionally split), never as a payment
 * or a silent edit. The same: nothing to record. Lower: no negative charge; the person records the
 * payment the records miss or corrects the balance (data/statements/record-statement.ts).
 */
export function StatementForm({ ctx, debt, today, onDone, onCancel, onRecordPayment, onCorrectBalance }: StatementFormProps) {
  const [date, setDate] = useState(today);
  const [balance, setBalance] = useState('');
  const [fees, setFees] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [compared, setCompared] = useState<Compared | null>(null);
  const { data: charges } = useCharges(ctx.uid, debt.id);

  async function compare(event: FormEvent) {
    event.preventDefault();
    const input = { debtId: debt.id, statementDate: date.trim(), statementBalance: numberOrNothing(balance) };
    const found = validateStatement(input, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await previewStatement(ctx, { ...input, statementBalance: input.statementBalance as number });
    setBusy(false);
    if (!result.success) return setErrors(result.fieldErrors ?? { form: result.error });
    setFees('');
    setCompared({ ...result.data, statementDate: input.statementDate });
  }

  if (!compared) {
    return (
      <form onSubmit={compare} noValidate aria-label="Statement">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Enter the closing date and the balance from {debt.name}’s statement. Paydown compares it with what you recorded for that date.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.statementDate}>
              <Field.Label>Statement date</Field.Label>
              <Input name="statementDate" type="date" max={today} value={date} onChange={(e) => setDate(e.target.value)} />
              <Field.ErrorText>{errors.statementDate}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.statementBalance}>
              <Field.Label>Statement balance ($)</Field.Label>
              <Input name="statementBalance" inputMode="decimal" value={balance} onChange={(e) => setBalance(e.target.value)} />
              <Field.ErrorText>{errors.statementBalance}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <FormActions submitLabel="Next" busy={busy} problem={errors.form ?? errors.debtId} onCancel={onCancel} />
        </Stack>
      </form>
    );
  }

  const on = dayLabel(compared.statementDate);
  const back = (
    <Button variant="ghost" onClick={() => setCompared(null)}>
      Back
    </Button>
  );

  if (compared.outcome === 'matches') {
    return (
      <Stack gap="4" data-testid="statement-outcome">
        <Text fontWeight="medium">Your balance matches.</Text>
        <Text>
          Your statement shows {formatMoney(compared.statementBalance)} on {on}, the same as Paydown has for that date. There is nothing to record.
        </Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="accent" onClick={() => onDone(`${debt.name}’s balance matches its statement`)}>
            Done
          </Button>
          {back}
        </Stack>
      </Stack>
    );
  }

  if (compared.outcome === 'lower') {
    return (
      <Stack gap="4" data-testid="statement-outcome">
        <Text fontWeight="medium">Your statement is {formatMoney(compared.lowerBy)} lower than Paydown’s balance.</Text>
        <Text>
          Your statement shows {formatMoney(compared.statementBalance)} on {on}, but the payments you recorded leave {formatMoney(compared.recorded)} for that date. Usually a payment
          isn’t recorded yet, or the balance was entered too high. Paydown doesn’t record this as a charge: choose what happened.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="start">
          <Button colorPalette="accent" onClick={() => onRecordPayment({ amount: compared.lowerBy, date: compared.statementDate })}>
            Record a missed payment of {formatMoney(compared.lowerBy)}
          </Button>
          <Button variant="outline" onClick={onCorrectBalance}>
            Correct the balance
          </Button>
          {back}
        </Stack>
      </Stack>
    );
  }

  const charged = compared;
  const since = charges.filter((charge) => charge.date < charged.statementDate).reduce<string | null>((latest, charge) => (latest && latest > charge.date ? latest : charge.date), null);
  const sinceText = since ? `since your statement of ${dayLabel(since)}` : `since you started tracking ${debt.name}`;
  const feeValue = numberOrNothing(fees);
  const split = typeof feeValue === 'number' ? splitCharge(charged.charged, undefined, feeValue) : feeValue === undefined ? splitCharge(charged.charged) : null;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const feeInput = numberOrNothing(fees);
    if (typeof feeInput === 'string') return setErrors({ fees: 'The fees must be a number.' });
    if (!split) return setErrors({ fees: `The fees can be at most ${formatMoney(charged.charged)}, and not below zero.` });
    setBusy(true);
    const result = await recordStatement(ctx, {
      debtId: debt.id,
      statementDate: charged.statementDate,
      statementBalance: charged.statementBalance,
      interest: split.interest,
      fees: split.fees,
    });
    setBusy(false);
    if (!result.success) return setErrors(result.fieldErrors ?? { form: result.error });
    onDone(`${formatMoney(charged.charged)} of interest and fees recorded for ${debt.name}`);
  }

  return (
    <form onSubmit={confirm} noValidate aria-label="Interest and fees charged">
      <Stack gap="4" data-testid="statement-outcome">
        <Text fontWeight="medium">
          {formatMoney(charged.charged)} of interest and fees were charged {sinceText}.
        </Text>
        <Text>
          Your statement shows {formatMoney(charged.statementBalance)} on {on}; the payments you recorded leave {formatMoney(charged.recorded)} for that date. Paydown records the
          difference as interest and fees charged, dated {on}: {debt.name}’s balance goes up by {formatMoney(charged.charged)}. It is not a payment.
        </Text>
        <Field.Root invalid={!!errors.fees}>
          <Field.Label>Of that, fees ($)</Field.Label>
          <Input name="fees" inputMode="decimal" placeholder="0.00" value={fees} onChange={(e) => setFees(e.target.value)} maxW="12rem" />
          <Field.HelperText>Leave empty if it was all interest. Late fees or annual fees are on the statement.</Field.HelperText>
          <Field.ErrorText>{errors.fees}</Field.ErrorText>
        </Field.Root>
        {split ? (
          <Text fontSize="sm" color="fg.muted" data-testid="statement-split">
            Interest {formatMoney(split.interest)} · fees {formatMoney(split.fees)}
          </Text>
        ) : null}
        {errors.form ?? errors.interest ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {errors.form ?? errors.interest}
          </Text>
        ) : null}
        <Stack direction="row" gap="3">
          <Button type="submit" colorPalette="accent" loading={busy}>
            Record {formatMoney(charged.charged)} charged
          </Button>
          {back}
        </Stack>
      </Stack>
    </form>
  );
}
