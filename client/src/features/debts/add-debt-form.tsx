import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DEBT_TYPES, PAYMENT_FREQUENCIES } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { createDebt } from '@/data/debts/create-debt';
import type { NewDebtInput } from '@/data/debts/debt-input';
import { validateNewDebt } from '@/data/debts/validate-debt';
import type { FieldErrors } from '@/data/field-checks';
import { debtTypeLabels, frequencyLabels } from './debt-labels';

interface FormValues {
  name: string;
  type: string;
  balance: string;
  interestRate: string;
  minimumPayment: string;
  paymentFrequency: string;
  dueDay: string;
}

const EMPTY: FormValues = {
  name: '',
  type: 'credit_card',
  balance: '',
  interestRate: '',
  minimumPayment: '',
  paymentFrequency: 'monthly',
  dueDay: '',
};

/** Text boxes hold strings; the repository's checks want numbers (or nothing). */
const toNumber = (text: string): number | undefined | string =>
  text.trim() === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;

function toInput(values: FormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    type: values.type,
    balance: toNumber(values.balance),
    interestRate: toNumber(values.interestRate),
    minimumPayment: toNumber(values.minimumPayment),
    paymentFrequency: values.paymentFrequency,
    dueDay: toNumber(values.dueDay),
  };
}

/** Add a debt: checked field by field with the repository's own rules before anything is saved. */
export function AddDebtForm({ ctx, onSaved }: { ctx: DataContext; onSaved?: () => void }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    const found = validateNewDebt(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await createDebt(ctx, input as NewDebtInput);
    setBusy(false);
    if (!result.success) {
      setErrors(result.fieldErrors ?? { form: result.error });
      return;
    }
    setValues(EMPTY);
    onSaved?.();
  }

  const field = (name: keyof FormValues, label: string, props: { inputMode?: 'decimal' | 'numeric'; placeholder?: string } = {}) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={values[name]} onChange={set(name)} {...props} />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a debt">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('name', 'Name', { placeholder: 'e.g. Visa card' })}
          <Field.Root invalid={!!errors.type}>
            <Field.Label>Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="type" value={values.type} onChange={set('type')}>
                {DEBT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {debtTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.type}</Field.ErrorText>
          </Field.Root>
          {field('balance', 'Balance ($)', { inputMode: 'decimal' })}
          {field('interestRate', 'Interest rate (APR %)', { inputMode: 'decimal' })}
          {field('minimumPayment', 'Minimum payment ($)', { inputMode: 'decimal' })}
          <Field.Root invalid={!!errors.paymentFrequency}>
            <Field.Label>Payment frequency</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="paymentFrequency" value={values.paymentFrequency} onChange={set('paymentFrequency')}>
                {PAYMENT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {frequencyLabels[frequency]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.paymentFrequency}</Field.ErrorText>
          </Field.Root>
          {field('dueDay', 'Due day of the month', { inputMode: 'numeric', placeholder: '1–31' })}
        </SimpleGrid>
        {errors.form ? (
          <Field.Root invalid>
            <Field.ErrorText>{errors.form}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Button type="submit" colorPalette="teal" loading={busy} alignSelf="start">
          Add debt
        </Button>
      </Stack>
    </form>
  );
}
