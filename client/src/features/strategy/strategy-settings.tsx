import { Field, Fieldset, Input, NativeSelect, Slider } from '@chakra-ui/react';
import { useState } from 'react';
import { EXTRA_PAYMENT_SCHEDULES, STRATEGY_TYPES, type ExtraPaymentSchedule, type StrategyType } from '@schemas/index';
import type { FieldErrors } from '@/data/field-checks';
import { STRATEGY_LABELS } from '@/payoff/index';
import { formatMoney } from '@/lib/money';
import { ChangedElsewhere } from '@/lib/live-form/changed-elsewhere';
import type { FieldConflict } from '@/lib/live-form/live-form-state';
import { strategyMessage, type StrategyFormState } from './strategy-form-state';
import { STRATEGY_DESCRIPTIONS } from './strategy-descriptions';
import { settings } from './strategy.styles';

const BUDGET_THUMB_SIZE = { width: 20, height: 20 };

const SCHEDULE_LABELS: Record<ExtraPaymentSchedule, string> = {
  once_per_month: 'A number of times each month',
  every_x_days: 'Every few days',
  selected_days: 'On chosen days of the month',
};

/** The form's fields as the page names them. */
export const STRATEGY_FORM_LABELS: Record<keyof StrategyFormState, string> = {
  type: 'Payoff strategy',
  budget: 'Monthly budget',
  extraPayment: 'Extra payment',
  extraFrequency: 'How often',
  timesPerMonth: 'Times per month',
  daysInterval: 'Days between extra payments',
  selectedDays: 'Days of the month',
  customOrder: 'Custom order',
};

/** A value of the form as the person reads it, for "changed on another device to …". */
export function describeStrategyValue(field: keyof StrategyFormState, value: unknown): string {
  if (field === 'type') return STRATEGY_LABELS[value as StrategyType];
  if (field === 'extraFrequency') return SCHEDULE_LABELS[value as ExtraPaymentSchedule];
  if (field === 'customOrder') return 'another order';
  const text = String(value ?? '').trim();
  if (text === '') return 'nothing';
  if (field === 'budget' || field === 'extraPayment') {
    const amount = Number(text.replace(/[$,\s]/g, ''));
    return Number.isFinite(amount) ? formatMoney(amount) : text;
  }
  return text;
}

/** A slider range that fits the minimums and the budget the page opened with, in round steps. */
export function sliderRange(minimums: number, initialBudget: number): { max: number; step: number } {
  const wanted = Math.max(minimums * 3, initialBudget * 2, minimums + 500, 500);
  const step = wanted <= 1000 ? 5 : wanted <= 5000 ? 10 : wanted <= 20000 ? 25 : 100;
  return { max: Math.ceil(wanted / (step * 20)) * step * 20, step };
}

interface StrategySettingsProps {
  form: StrategyFormState;
  errors: FieldErrors;
  minimums: number | null;
  onChange: (change: Partial<StrategyFormState>) => void;
  /** Fields changed here and on another device. */
  conflicts?: readonly FieldConflict<StrategyFormState>[];
  onKeepMine?: (field: keyof StrategyFormState & string) => void;
  onUseTheirs?: (field: keyof StrategyFormState & string) => void;
}

/** The choice beside a field that changed here and on another device. */
export function StrategyConflict({ field, conflicts, onKeepMine, onUseTheirs }: Pick<StrategySettingsProps, 'conflicts' | 'onKeepMine' | 'onUseTheirs'> & { field: keyof StrategyFormState & string }) {
  const conflict = conflicts?.find((entry) => entry.field === field);
  if (!conflict) return null;
  return (
    <ChangedElsewhere
      label={STRATEGY_FORM_LABELS[field]}
      theirs={describeStrategyValue(field, conflict.theirs)}
      onKeepMine={() => onKeepMine?.(field)}
      onUseTheirs={() => onUseTheirs?.(field)}
    />
  );
}

function ErrorText({ field, errors }: { field: string; errors: FieldErrors }) {
  return <Field.ErrorText>{strategyMessage(field, errors[field])}</Field.ErrorText>;
}

/** Strategy type, monthly budget (typed or slid) and the extra-payment schedule. */
export function StrategySettings({ form, errors, minimums, onChange, conflicts, onKeepMine, onUseTheirs }: StrategySettingsProps) {
  const choice = (field: keyof StrategyFormState & string) => <StrategyConflict field={field} conflicts={conflicts} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />;
  const [range] = useState(() => sliderRange(minimums ?? 0, Number(form.budget) || 0));
  const typed = Number(form.budget.replace(/[$,\s]/g, ''));
  const sliderValue = Number.isFinite(typed) ? Math.min(Math.max(typed, 0), range.max) : 0;

  return (
    <form aria-label="Strategy settings" onSubmit={(event) => event.preventDefault()} noValidate>
    <div className={settings.stack}>
      <Field.Root invalid={!!errors.type}>
        <Field.Label>Payoff strategy</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="type" value={form.type} onChange={(event) => onChange({ type: event.target.value as StrategyType })}>
            {STRATEGY_TYPES.map((type) => (
              <option key={type} value={type}>
                {STRATEGY_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{STRATEGY_DESCRIPTIONS[form.type]}</Field.HelperText>
        <ErrorText field="type" errors={errors} />
        {choice('type')}
      </Field.Root>

      <Field.Root invalid={!!errors.monthlyBudget}>
        <Field.Label>Monthly budget ($)</Field.Label>
        <Input name="monthlyBudget" inputMode="decimal" value={form.budget} onChange={(event) => onChange({ budget: event.target.value })} />
        {!errors.monthlyBudget ? (
          <Field.HelperText>
            All you can put towards debts each month, minimums included.
            {minimums !== null ? ` Minimums this month: ${formatMoney(minimums)}.` : ''}
          </Field.HelperText>
        ) : null}
        <ErrorText field="monthlyBudget" errors={errors} />
        {choice('budget')}
      </Field.Root>
      <div className={settings.slider}>
        <Slider.Root
          min={0}
          max={range.max}
          step={range.step}
          value={[sliderValue]}
          onValueChange={(details) => onChange({ budget: String(details.value[0] ?? 0) })}
          aria-label={['Monthly budget slider']}
          getAriaValueText={(details) => formatMoney(details.value)}
          colorPalette="accent"
          // The thumb's size as the slider recipe draws it (size md: sizes.5, 20 px), so the slider
          // need not measure the thumb, a forced layout while the screen mounts.
          thumbSize={BUDGET_THUMB_SIZE}
        >
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
        <div className={settings.sliderEnds} aria-hidden>
          <p>$0</p>
          <p>{formatMoney(range.max)}</p>
        </div>
      </div>

      <Fieldset.Root>
        <Fieldset.Legend>Extra payments (optional)</Fieldset.Legend>
        <Fieldset.HelperText>Money on top of the budget, such as a side income, added to the months it falls in.</Fieldset.HelperText>
        <div className={settings.extras}>
          <Field.Root invalid={!!errors.extraPayment}>
            <Field.Label>Extra payment ($)</Field.Label>
            <Input name="extraPayment" inputMode="decimal" value={form.extraPayment} placeholder="0" onChange={(event) => onChange({ extraPayment: event.target.value })} />
            <ErrorText field="extraPayment" errors={errors} />
        {choice('extraPayment')}
          </Field.Root>
          <Field.Root invalid={!!errors.extraPaymentFrequency}>
            <Field.Label>How often</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="extraPaymentFrequency"
                value={form.extraFrequency}
                onChange={(event) => onChange({ extraFrequency: event.target.value as ExtraPaymentSchedule })}
              >
                {EXTRA_PAYMENT_SCHEDULES.map((schedule) => (
                  <option key={schedule} value={schedule}>
                    {SCHEDULE_LABELS[schedule]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <ErrorText field="extraPaymentFrequency" errors={errors} />
        {choice('extraFrequency')}
          </Field.Root>
          {form.extraFrequency === 'once_per_month' ? (
            <Field.Root invalid={!!errors.extraPaymentTimesPerMonth}>
              <Field.Label>Times per month</Field.Label>
              <Input name="extraPaymentTimesPerMonth" inputMode="numeric" value={form.timesPerMonth} onChange={(event) => onChange({ timesPerMonth: event.target.value })} />
              <ErrorText field="extraPaymentTimesPerMonth" errors={errors} />
        {choice('timesPerMonth')}
            </Field.Root>
          ) : null}
          {form.extraFrequency === 'every_x_days' ? (
            <Field.Root invalid={!!errors.extraPaymentDaysInterval}>
              <Field.Label>Days between extra payments</Field.Label>
              <Input name="extraPaymentDaysInterval" inputMode="numeric" value={form.daysInterval} onChange={(event) => onChange({ daysInterval: event.target.value })} />
              {!errors.extraPaymentDaysInterval ? <Field.HelperText>Counted from the first day of the plan</Field.HelperText> : null}
              <ErrorText field="extraPaymentDaysInterval" errors={errors} />
        {choice('daysInterval')}
            </Field.Root>
          ) : null}
          {form.extraFrequency === 'selected_days' ? (
            <Field.Root invalid={!!errors.extraPaymentSelectedDays}>
              <Field.Label>Days of the month</Field.Label>
              <Input name="extraPaymentSelectedDays" value={form.selectedDays} placeholder="1, 15" onChange={(event) => onChange({ selectedDays: event.target.value })} />
              {!errors.extraPaymentSelectedDays ? <Field.HelperText>For example 1, 15 (a day a month lacks is skipped)</Field.HelperText> : null}
              <ErrorText field="extraPaymentSelectedDays" errors={errors} />
        {choice('selectedDays')}
            </Field.Root>
          ) : null}
        </div>
      </Fieldset.Root>
    </div>
    </form>
  );
}
