import { Button, Checkbox, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Payment } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { FieldErrors } from '@/data/field-checks';
import { editPayment } from '@/data/payments/edit-payment';
import { recordPayment } from '@/data/payments/record-payment';
import { validateNewPayment } from '@/data/payments/validate-payment';
import { readableMessage } from './debt-labels';
import { numberOrNothing, textOrNothing } from './form-values';

interface PaymentFormProps {
  ctx: DataContext;
  debtId: string;
  /** The payment to edit; omit to record a new one. */
  payment?: Payment;
  /** Today's date 'YYYY-MM-DD', the default for a new payment. */
  today: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Record (or correct) a payment: amount, date, principal-only and notes. */
export function PaymentForm({ ctx, debtId, payment, today, onDone, onCancel }: PaymentFormProps) {
  const [amount, setAmount] = useState(payment ? String(payment.amount) : '');
  const [date, setDate] = useState(payment?.date ?? today);
  const [principalOnly, setPrincipalOnly] = useState(payment?.isPrincipalOnly ?? false);
  const [notes, setNotes] = useState(payment?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { debtId, amount: numberOrNothing(amount), date: textOrNothing(date), isPrincipalOnly: principalOnly, notes: textOrNothing(notes) };
    const found = validateNewPayment(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const input = { ...values, amount: values.amount as number, date: values.date as string };
    const result = payment
      ? await editPayment(ctx, payment.id, { ...input, notes: input.notes ?? null })
      : await recordPayment(ctx, input);
    setBusy(false);
    if (!result.success) return setErrors(result.fieldErrors ?? { form: result.error });
    onDone?.();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={payment ? 'Edit payment' : 'Record a payment'}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!errors.amount}>
            <Field.Label>Amount ($)</Field.Label>
            <Input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            <Field.ErrorText>{readableMessage('amount', errors.amount)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.date}>
            <Field.Label>Date</Field.Label>
            <Input name="date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            <Field.ErrorText>{readableMessage('date', errors.date)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={principalOnly} onCheckedChange={(d) => setPrincipalOnly(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Principal only</Checkbox.Label>
        </Checkbox.Root>
        <Field.Root invalid={!!errors.notes}>
          <Field.Label>Notes</Field.Label>
          <Textarea name="notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Field.ErrorText>{readableMessage('notes', errors.notes)}</Field.ErrorText>
        </Field.Root>
        {errors.form ? (
          <Field.Root invalid>
            <Field.ErrorText>{errors.form}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Stack direction="row" gap="3">
          <Button type="submit" colorPalette="teal" loading={busy}>
            {payment ? 'Save payment' : 'Record payment'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
