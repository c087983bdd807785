import { Checkbox, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { FieldErrors } from '@/data/field-checks';
import { editPayment } from '@/data/payments/edit-payment';
import { announcingPayoff } from '@/data/milestones/payoff-announcements';
import { findOverPayment, type OverPayment } from '@/data/payments/over-payment';
import { recordPayment } from '@/data/payments/record-payment';
import { validateNewPayment, type PaymentChanges } from '@/data/payments/validate-payment';
import { dayLabel } from '@/lib/calendar-month';
import { ChangedElsewhere } from '@/lib/live-form/changed-elsewhere';
import { changedEntries, conflictsOf } from '@/lib/live-form/live-form-state';
import { useLiveForm } from '@/lib/live-form/use-live-form';
import { formatMoney } from '@/lib/money';
import { readableMessage } from './debt-labels';
import { FormActions } from '@/lib/ui/form-actions';
import { numberOrNothing, textOrNothing } from './form-values';
import { OverPaymentChoice } from './over-payment-choice';

interface PaymentFormProps {
  ctx: DataContext;
  debtId: string;
  /** The payment to edit; omit to record a new one. */
  payment?: Payment;
  /** Today's date 'YYYY-MM-DD', the default for a new payment. */
  today: string;
  /** A new payment's amount and date to start from (a payment a statement showed missing). */
  prefill?: { amount: number; date: string } | undefined;
  onDone?: () => void;
  onCancel?: () => void;
}

/** The form's values: text as typed. */
interface PaymentFormValues {
  amount: string;
  date: string;
  isPrincipalOnly: boolean;
  notes: string;
}

const PAYMENT_FORM_LABELS: Record<keyof PaymentFormValues, string> = { amount: 'Amount', date: 'Date', isPrincipalOnly: 'Principal only', notes: 'Notes' };

function formValues(payment: Pick<Payment, 'amount' | 'date' | 'isPrincipalOnly' | 'notes'> | undefined, today: string): PaymentFormValues {
  return { amount: payment ? String(payment.amount) : '', date: payment?.date ?? today, isPrincipalOnly: payment?.isPrincipalOnly ?? false, notes: payment?.notes ?? '' };
}

/** What the repositories take: numbers, or nothing for empty text. */
function toInput(values: PaymentFormValues) {
  return { amount: numberOrNothing(values.amount), date: textOrNothing(values.date), isPrincipalOnly: values.isPrincipalOnly, notes: textOrNothing(values.notes) };
}

/** A value of the form as the person reads it, for "changed on another device to …". */
function describeValue(field: keyof PaymentFormValues, value: unknown): string {
  if (field === 'isPrincipalOnly') return value ? 'principal only' : 'not principal only';
  const text = String(value ?? '').trim();
  if (text === '') return 'nothing';
  if (field === 'amount' && Number.isFinite(Number(text))) return formatMoney(Number(text));
  if (field === 'date') return dayLabel(text);
  return text;
}

/**
 * Record (or correct) a payment: amount, date, principal-only and notes. Correcting follows the
 * live payment (lib/live-form): changes another device makes meanwhile show in place, a field
 * changed on both asks which value to keep, and a save writes only what the person changed.
 */
export function PaymentForm({ ctx, debtId, payment, today, prefill, onDone, onCancel }: PaymentFormProps) {
  const source = useMemo(() => formValues(payment ?? (prefill && { ...prefill, isPrincipalOnly: false }), today), [payment, prefill, today]);
  const { form, state } = useLiveForm(source);
  const { amount, date, isPrincipalOnly: principalOnly, notes } = state.draft;
  const conflicts = useMemo(() => conflictsOf(state), [state]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // A payment larger than what the debt owes waits here for the person's choice; nothing is saved meanwhile.
  const [overPayment, setOverPayment] = useState<OverPayment | null>(null);

  const conflict = (field: keyof PaymentFormValues) => {
    const found = conflicts.find((entry) => entry.field === field);
    return found ? (
      <ChangedElsewhere
        label={PAYMENT_FORM_LABELS[field]}
        theirs={describeValue(field, found.theirs)}
        onKeepMine={() => form.keepMine(field)}
        onUseTheirs={() => form.takeTheirs(field)}
      />
    ) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { debtId, ...toInput(state.draft) };
    const found = validateNewPayment(values);
    if (conflicts.length > 0) {
      found.form = `Another device changed ${conflicts.map((entry) => PAYMENT_FORM_LABELS[entry.field]).join(', ')} while you were editing: choose which value to keep before saving.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const over = await findOverPayment(ctx, { debtId, amount: values.amount as number, editing: payment });
    setBusy(false);
    if (over) return setOverPayment(over);
    await save(false);
  }

  /** Saves the form as it is now; `allowCredit` once the person chose to keep an over-payment's excess as a credit. */
  async function save(allowCredit: boolean) {
    setBusy(true);
    let failure: FieldErrors | null = null;
    if (payment) {
      await form.save(async (save) => {
        const changes = changedEntries(toInput(save.before), toInput(save.after));
        const edited = { ...changes, ...('notes' in changes ? { notes: changes.notes ?? null } : {}) } as PaymentChanges;
        const result = await announcingPayoff(ctx, debtId, () => editPayment(ctx, payment.id, edited, { allowCredit }));
        if (result.success) return formValues(result.data, today);
        failure = result.fieldErrors ?? { form: result.error };
        return null;
      });
    } else {
      const values = { debtId, ...toInput(form.getState().draft) };
      const result = await announcingPayoff(ctx, debtId, () => recordPayment(ctx, { ...values, amount: values.amount as number, date: values.date as string }, { allowCredit }));
      if (!result.success) failure = result.fieldErrors ?? { form: result.error };
    }
    setBusy(false);
    setOverPayment(null);
    if (failure) return setErrors(failure);
    onDone?.();
  }

  /** The person's answer to an over-payment: pay what the debt owes instead, or keep the excess as a credit. */
  function choose(over: OverPayment, keepCredit: boolean) {
    if (!keepCredit) form.edit('amount', String(over.owed));
    void save(keepCredit);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={payment ? 'Edit payment' : 'Record a payment'}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!errors.amount}>
            <Field.Label>Amount ($)</Field.Label>
            <Input
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                form.edit('amount', e.target.value);
                setOverPayment(null);
              }}
            />
            <Field.ErrorText>{readableMessage('amount', errors.amount)}</Field.ErrorText>
            {conflict('amount')}
          </Field.Root>
          <Field.Root invalid={!!errors.date}>
            <Field.Label>Date</Field.Label>
            <Input name="date" type="date" value={date} onChange={(e) => form.edit('date', e.target.value)} />
            <Field.ErrorText>{readableMessage('date', errors.date)}</Field.ErrorText>
            {conflict('date')}
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={principalOnly} onCheckedChange={(d) => form.edit('isPrincipalOnly', d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Principal only</Checkbox.Label>
        </Checkbox.Root>
        {conflict('isPrincipalOnly')}
        <Field.Root invalid={!!errors.notes}>
          <Field.Label>Notes</Field.Label>
          <Textarea name="notes" rows={2} value={notes} onChange={(e) => form.edit('notes', e.target.value)} />
          <Field.ErrorText>{readableMessage('notes', errors.notes)}</Field.ErrorText>
          {conflict('notes')}
        </Field.Root>
        {overPayment ? (
          <OverPaymentChoice
            overPayment={overPayment}
            busy={busy}
            onPayBalance={() => choose(overPayment, false)}
            onKeepCredit={() => choose(overPayment, true)}
            onChangeAmount={() => setOverPayment(null)}
          />
        ) : null}
        <FormActions submitLabel={payment ? 'Save payment' : 'Record payment'} busy={busy} problem={errors.form} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
