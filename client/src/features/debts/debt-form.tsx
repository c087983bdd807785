import { Box, Checkbox, Field, Fieldset, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { startTransition, useMemo, useState, type FormEvent } from 'react';
import { DEBT_TYPES, MIN_PAY_CALC_METHODS, PAYMENT_FREQUENCIES, type Debt, type DebtIconName, type DebtType, type MinPayCalcMethod, type PaymentFrequency } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { createDebt } from '@/data/debts/create-debt';
import type { NewDebtInput } from '@/data/debts/debt-input';
import { updateDebt } from '@/data/debts/update-debt';
import { validateDebtChanges, validateNewDebt } from '@/data/debts/validate-debt';
import type { FieldErrors } from '@/data/field-checks';
import { ChangedElsewhere, UpdatedElsewhere } from '@/lib/live-form/changed-elsewhere';
import { changedEntries, conflictsOf } from '@/lib/live-form/live-form-state';
import { useLiveForm } from '@/lib/live-form/use-live-form';
import { formatMoney } from '@/lib/money';
import { DEBT_ICONS } from '@/lib/ui/debt-icon';
import { useBusyAfter } from '@/lib/ui/use-busy-after';
import { useStableCallback } from '@/lib/ui/use-stable-callback';
import { DEBT_COLOURS } from './debt-colours';
import { DebtIconPicker } from './debt-icon-picker';
import { SelectField, TextField, type SelectOption } from './debt-form-fields';
import { debtFieldLabels, debtTypeLabels, frequencyLabels, minPayCalcLabels, readableMessage } from './debt-labels';
import { FormActions } from '@/lib/ui/form-actions';
import { numberOrNothing, textOrNothing, toText } from './form-values';
import { MinimumInterestNote } from './minimum-interest-note';

type TextFieldName =
  | 'name' | 'balance' | 'interestRate' | 'minimumPayment' | 'dueDay' | 'dueDate' | 'paymentInterval' | 'highLimit'
  | 'promoAPR' | 'promoEndDate' | 'xFeeRate' | 'minPayPercentage' | 'originationDate' | 'payoffDate' | 'notes';

/** The form's values, one per field: text as typed, and the choices. */
type FormState = Record<TextFieldName, string> & {
  type: string;
  paymentFrequency: string;
  minPayCalc: string;
  colorHex: string;
  /** '' for the type's own icon. */
  iconName: string;
  isPromo: boolean;
  hasXFee: boolean;
};

function storedInterval(debt?: Debt): string {
  const interval = (debt?.customMetadata as { paymentInterval?: unknown } | undefined)?.paymentInterval;
  return typeof interval === 'number' ? String(interval) : '';
}

/** The form's values for a debt (or an empty form): also what a live debt is compared in. */
function initialState(debt?: Debt): FormState {
  return {
    name: debt?.name ?? '',
    // What is owed, to the cent: never a credit's negative number nor a float's 1.4e-14 (a credit
    // is said beside the field, and an untouched balance is not written).
    balance: debt ? toText(Math.max(Math.round(debt.balance * 100) / 100, 0)) : '',
    interestRate: toText(debt?.interestRate),
    minimumPayment: toText(debt?.minimumPayment),
    dueDay: toText(debt?.dueDay),
    dueDate: debt?.dueDate ?? '',
    paymentInterval: storedInterval(debt),
    highLimit: debt?.highLimit ? String(debt.highLimit) : '',
    promoAPR: toText(debt?.promoAPR),
    promoEndDate: debt?.promoEndDate ?? '',
    xFeeRate: toText(debt?.xFeeRate),
    minPayPercentage: toText(debt?.minPayPercentage),
    originationDate: debt?.originationDate ?? '',
    payoffDate: debt?.payoffDate ?? '',
    notes: debt?.notes ?? '',
    type: debt?.type ?? 'credit_card',
    paymentFrequency: debt?.paymentFrequency ?? 'monthly',
    minPayCalc: debt?.minPayCalc ?? 'fixed_amount',
    colorHex: debt?.colorHex ?? '',
    iconName: debt?.iconName ?? '',
    isPromo: debt?.isPromo ?? false,
    hasXFee: debt?.hasXFee ?? false,
  };
}

const EMPTY_FORM = initialState();

const isCustomFrequency = (frequency: string) => frequency === 'custom_days' || frequency === 'custom_months';

/** The values to save; fields hidden for this type of debt are cleared rather than kept stale. */
function toValues(state: FormState, editing: boolean, debt?: Debt): Record<string, unknown> {
  const t = state;
  const isCard = state.type === 'credit_card';
  const percentMethod = state.minPayCalc !== 'fixed_amount';
  const cleared = editing ? null : undefined;
  const interval = isCustomFrequency(state.paymentFrequency) ? numberOrNothing(t.paymentInterval) : undefined;
  const { paymentInterval: _old, ...otherMetadata } = (debt?.customMetadata ?? {}) as Record<string, unknown>;
  const metadata = interval === undefined ? otherMetadata : { ...otherMetadata, paymentInterval: interval };
  return {
    name: t.name.trim(),
    type: state.type,
    balance: numberOrNothing(t.balance),
    interestRate: numberOrNothing(t.interestRate),
    minimumPayment: numberOrNothing(t.minimumPayment),
    paymentFrequency: state.paymentFrequency,
    dueDay: numberOrNothing(t.dueDay) ?? cleared,
    dueDate: state.paymentFrequency === 'monthly' ? cleared : (textOrNothing(t.dueDate) ?? cleared),
    customMetadata: Object.keys(metadata).length > 0 ? metadata : cleared,
    highLimit: isCard ? (numberOrNothing(t.highLimit) ?? 0) : 0,
    isPromo: state.isPromo,
    promoAPR: state.isPromo ? numberOrNothing(t.promoAPR) : cleared,
    promoEndDate: state.isPromo ? textOrNothing(t.promoEndDate) : cleared,
    hasXFee: state.hasXFee,
    xFeeRate: state.hasXFee ? numberOrNothing(t.xFeeRate) : cleared,
    minPayCalc: state.minPayCalc,
    minPayPercentage: percentMethod ? numberOrNothing(t.minPayPercentage) : cleared,
    originationDate: textOrNothing(t.originationDate) ?? cleared,
    payoffDate: textOrNothing(t.payoffDate) ?? cleared,
    colorHex: state.colorHex || cleared,
    iconName: state.iconName || cleared,
    notes: textOrNothing(t.notes) ?? cleared,
  };
}

/** Rules beyond single fields, in the words of the form. */
function crossFieldErrors(values: Record<string, unknown>, state: FormState): FieldErrors {
  const errors: FieldErrors = {};
  if (state.isPromo && values.promoAPR == null) errors.promoAPR = 'Promo APR is required for a promotion';
  if (state.isPromo && values.promoEndDate == null) errors.promoEndDate = 'Promo end date is required for a promotion';
  if (state.hasXFee && values.xFeeRate == null) errors.xFeeRate = 'Transfer fee is required';
  if (state.minPayCalc !== 'fixed_amount' && values.minPayPercentage == null) {
    errors.minPayPercentage = 'Minimum payment percentage is required for this method';
  }
  if (isCustomFrequency(state.paymentFrequency)) {
    const interval = (values.customMetadata as { paymentInterval?: unknown } | undefined)?.paymentInterval;
    const max = state.paymentFrequency === 'custom_days' ? 366 : 120;
    if (interval !== undefined && (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1 || interval > max)) {
      errors.paymentInterval = `Payment interval must be a whole number from 1 to ${max}`;
    }
  }
  return errors;
}

interface DebtFormProps {
  ctx: DataContext;
  /** The debt to edit; omit to add a new one. */
  debt?: Debt;
  onDone?: () => void;
  onCancel?: () => void;
}

const typeOptions: readonly SelectOption[] = DEBT_TYPES.map((type) => ({ value: type, label: debtTypeLabels[type] }));
const frequencyOptions: readonly SelectOption[] = PAYMENT_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabels[f] }));
const minPayCalcOptions: readonly SelectOption[] = MIN_PAY_CALC_METHODS.map((m) => ({ value: m, label: minPayCalcLabels[m] }));

function colourOptions(colorHex: string): readonly SelectOption[] {
  const known = DEBT_COLOURS.some((c) => c.hex === colorHex) || !colorHex;
  const colours = known ? DEBT_COLOURS : [...DEBT_COLOURS, { name: `Custom (${colorHex})`, hex: colorHex }];
  return [{ value: '', label: 'Automatic' }, ...colours.map((c) => ({ value: c.hex, label: c.name }))];
}

const noErrors: FieldErrors = {};
type SelectName = 'type' | 'paymentFrequency' | 'minPayCalc' | 'colorHex';
type FieldName = keyof FormState & string;

const MONEY_FIELDS: ReadonlySet<string> = new Set(['balance', 'minimumPayment', 'highLimit']);
const PERCENT_FIELDS: ReadonlySet<string> = new Set(['interestRate', 'promoAPR', 'xFeeRate', 'minPayPercentage']);

/** A value of the form as the person reads it, for "changed on another device to …". */
function describeValue(field: FieldName, value: unknown): string {
  if (field === 'type') return debtTypeLabels[value as DebtType] ?? String(value);
  if (field === 'paymentFrequency') return frequencyLabels[value as PaymentFrequency] ?? String(value);
  if (field === 'minPayCalc') return minPayCalcLabels[value as MinPayCalcMethod] ?? String(value);
  if (field === 'colorHex') return value ? (DEBT_COLOURS.find((colour) => colour.hex === value)?.name ?? String(value)) : 'Automatic';
  if (field === 'iconName') return value ? (DEBT_ICONS[value as DebtIconName]?.label ?? String(value)) : 'Automatic';
  if (field === 'isPromo' || field === 'hasXFee') return value ? 'on' : 'off';
  const text = String(value ?? '').trim();
  if (text === '') return 'nothing';
  const number = Number(text);
  if (MONEY_FIELDS.has(field) && Number.isFinite(number)) return formatMoney(number);
  if (PERCENT_FIELDS.has(field)) return `${text}%`;
  return text;
}

/**
 * Add or edit a debt with every field of the data model, showing only those that fit its type.
 * Editing follows the live debt (lib/live-form): a field the person has not touched shows what
 * another device saved meanwhile, a field they changed that changed elsewhere too asks which value
 * to keep, and a save writes only the fields they changed.
 */
export function DebtForm({ ctx, debt, onDone, onCancel }: DebtFormProps) {
  const source = useMemo(() => (debt ? initialState(debt) : EMPTY_FORM), [debt]);
  const { form, state: live } = useLiveForm(source);
  const state = live.draft;
  const [errors, setErrors] = useState<FieldErrors>(noErrors);
  const saving = useBusyAfter();
  const editing = debt !== undefined;
  const formId = debt?.id ?? 'new';
  const conflicts = useMemo(() => conflictsOf(live), [live]);
  const theirs = useMemo(() => {
    const values: Partial<Record<FieldName, string>> = {};
    for (const conflict of conflicts) values[conflict.field] = describeValue(conflict.field, conflict.theirs);
    return values;
  }, [conflicts]);
  const onText = useStableCallback((field: TextFieldName, value: string) => form.edit(field, value));
  const onSelect = useStableCallback((field: SelectName, value: string) => form.edit(field, value));
  const onIcon = useStableCallback((value: string) => form.edit('iconName', value));
  const onKeepMine = useStableCallback((field: FieldName) => form.keepMine(field));
  const onUseTheirs = useStableCallback((field: FieldName) => form.takeTheirs(field));
  const colours = useMemo(() => colourOptions(state.colorHex), [state.colorHex]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = toValues(state, editing, debt);
    const found = { ...(editing ? validateDebtChanges(values) : validateNewDebt(values)), ...crossFieldErrors(values, state) };
    if (conflicts.length > 0) {
      const names = conflicts.map((conflict) => debtFieldLabels[conflict.field] ?? conflict.field).join(', ');
      found.form = `Another device changed ${names} while you were editing: choose which value to keep before saving.`;
    }
    // Keep the same (empty) object when nothing was and is wrong, so no field re-renders for it.
    setErrors((current) => (Object.keys(found).length === 0 && Object.keys(current).length === 0 ? current : found));
    if (Object.keys(found).length > 0) {
      // Take keyboard and screen-reader users to the first field that needs attention.
      requestAnimationFrame(() =>
        (document.querySelector(`[data-debt-form="${formId}"] [aria-invalid="true"], [data-debt-form="${formId}"] [data-testid="changed-elsewhere"] button`) as HTMLElement | null)?.focus(),
      );
      return;
    }
    // A save takes a few milliseconds: no busy button unless it is slow (lib/ui/use-busy-after.ts).
    if (!saving.start()) return;
    let failure: FieldErrors | null = null;
    if (editing) {
      // Only what the person changed: fields another device changed meanwhile keep its values.
      await form.save(async (save) => {
        const changes = changedEntries(toValues(save.before, true, debt), toValues(save.after, true, debt));
        const result = await updateDebt(ctx, debt.id, changes);
        if (result.success) return initialState(result.data);
        failure = result.fieldErrors ?? { form: result.error };
        return null;
      });
    } else {
      const result = await createDebt(ctx, values as NewDebtInput);
      if (!result.success) failure = result.fieldErrors ?? { form: result.error };
    }
    if (failure) {
      saving.end();
      return setErrors(failure);
    }
    // The debt is saved; clearing the form yields to the new row (a transition).
    startTransition(() => {
      saving.end();
      if (!editing) form.reset(EMPTY_FORM);
    });
    onDone?.();
  }

  // The fields, built again only when the values or messages change: the busy button of a save
  // does not re-render them.
  const fields = useMemo(() => {
    const choice = { onKeepMine, onUseTheirs };
    const text = (field: TextFieldName, label: string, extra: { inputMode?: 'decimal' | 'numeric'; type?: string; helper?: string } = {}) => (
      <TextField name={field} label={label} value={state[field]} error={errors[field]} onChange={onText} theirs={theirs[field]} {...choice} {...extra} />
    );
    const select = (field: SelectName, label: string, options: readonly SelectOption[]) => (
      <SelectField name={field} label={label} value={state[field]} error={errors[field]} options={options} onChange={onSelect} theirs={theirs[field]} {...choice} />
    );
    const conflict = (field: FieldName, label: string) =>
      theirs[field] !== undefined ? (
        <ChangedElsewhere label={label} theirs={theirs[field]} onKeepMine={() => onKeepMine(field)} onUseTheirs={() => onUseTheirs(field)} />
      ) : null;
    const isCard = state.type === 'credit_card';
    const frequency = state.paymentFrequency;

    return (
      <>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('name', 'Name')}
          {select('type', 'Type', typeOptions)}
          {text('balance', 'Balance ($)', {
            inputMode: 'decimal',
            helper: debt && debt.balance < -0.005 ? `This debt has a credit of ${formatMoney(-debt.balance)}; change the balance only if you owe on it again.` : undefined,
          })}
          {text('interestRate', 'Interest rate (APR %)', { inputMode: 'decimal' })}
          {text('minimumPayment', 'Minimum payment ($)', {
            inputMode: 'decimal',
            helper: state.minPayCalc === 'fixed_amount' ? (frequency === 'monthly' ? undefined : 'Per payment') : 'The floor: never less than this',
          })}
          {select('paymentFrequency', 'Payment frequency', frequencyOptions)}
          <MinimumInterestNote values={state} />
          {text('dueDay', 'Due day of the month', { inputMode: 'numeric', helper: '1–31' })}
          {frequency !== 'monthly' ? text('dueDate', 'Next due date', { type: 'date', helper: 'Payments repeat from this date' }) : null}
          {isCustomFrequency(frequency)
            ? text('paymentInterval', frequency === 'custom_days' ? 'Payment interval (days)' : 'Payment interval (months)', {
                inputMode: 'numeric',
                helper: frequency === 'custom_days' ? 'Every how many days; 14 if left empty' : 'Every how many months; 1 if left empty',
              })
            : null}
          {select('minPayCalc', 'Minimum payment is', minPayCalcOptions)}
          {state.minPayCalc !== 'fixed_amount' ? text('minPayPercentage', 'Minimum payment percentage (%)', { inputMode: 'decimal' }) : null}
          {isCard ? text('highLimit', 'Credit limit ($)', { inputMode: 'decimal', helper: 'Used for credit utilization' }) : null}
        </SimpleGrid>
        <Checkbox.Root checked={state.isPromo} onCheckedChange={(d) => form.edit('isPromo', d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Promotional rate (e.g. 0% intro APR)</Checkbox.Label>
        </Checkbox.Root>
        {conflict('isPromo', 'Promotional rate')}
        {state.isPromo ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('promoAPR', 'Promo APR (%)', { inputMode: 'decimal' })}
            {text('promoEndDate', 'Promo ends on', { type: 'date' })}
          </SimpleGrid>
        ) : null}
        <Checkbox.Root checked={state.hasXFee} onCheckedChange={(d) => form.edit('hasXFee', d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Balance-transfer fee</Checkbox.Label>
        </Checkbox.Root>
        {conflict('hasXFee', 'Balance-transfer fee')}
        {state.hasXFee ? text('xFeeRate', 'Transfer fee (% of the balance, charged once)', { inputMode: 'decimal' }) : null}
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" color="fg.muted">
            More details (optional)
          </Fieldset.Legend>
          <Box pt="2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {text('originationDate', 'Opened on', { type: 'date' })}
              {text('payoffDate', 'Target payoff date', { type: 'date' })}
              {select('colorHex', 'Colour', colours)}
            </SimpleGrid>
            <Box pt="4">
              <DebtIconPicker value={state.iconName} type={state.type as DebtType} colorHex={state.colorHex} error={readableMessage('iconName', errors.iconName)} onChange={onIcon} />
              {conflict('iconName', 'Icon')}
            </Box>
          </Box>
        </Fieldset.Root>
        <Field.Root invalid={!!errors.notes}>
          <Field.Label>Notes</Field.Label>
          <Textarea name="notes" value={state.notes} onChange={(event) => onText('notes', event.target.value)} rows={2} />
          <Field.ErrorText>{readableMessage('notes', errors.notes)}</Field.ErrorText>
          {conflict('notes', 'Notes')}
        </Field.Root>
        {errors.form || errors.customMetadata ? (
          <Field.Root invalid>
            <Field.ErrorText>{errors.form ?? errors.customMetadata}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </>
    );
  }, [state, errors, colours, theirs, debt, form, onText, onSelect, onIcon, onKeepMine, onUseTheirs]);

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${debt.name}` : 'Add a debt'} data-debt-form={formId}>
      <Stack gap="4">
        {fields}
        {editing ? <UpdatedElsewhere labels={live.updatedElsewhere.map((field) => debtFieldLabels[field] ?? field)} /> : null}
        <FormActions submitLabel={editing ? 'Save changes' : 'Add debt'} busy={saving.shown} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
