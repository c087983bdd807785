/**
 * The strategy form as text the user types, and its translation to what the repositories store and
 * the payoff engine reads. Results are computed from this form state directly (not from the saved
 * document), so typing and sliding update them at once; saving happens separately, debounced.
 */
import type { ExtraPaymentSchedule, Strategy, StrategyType } from '@schemas/index';
import type { FieldErrors } from '@/data/field-checks';
import { roundUpToCents } from '@/data/strategies/round-up';
import type { StrategyChanges } from '@/data/strategies/strategy-input';
import { validateNewStrategy } from '@/data/strategies/validate-strategy';
import type { StrategyInput } from '@/payoff/index';

export interface StrategyFormState {
  type: StrategyType;
  budget: string;
  extraPayment: string;
  extraFrequency: ExtraPaymentSchedule;
  timesPerMonth: string;
  daysInterval: string;
  selectedDays: string;
  /** Debt ids in the user's custom order. */
  customOrder: string[];
}

/** The form's fields by the names the repositories' messages use. */
export const STRATEGY_FIELD_LABELS: Record<string, string> = {
  type: 'Payoff strategy',
  monthlyBudget: 'Monthly budget',
  extraPayment: 'Extra payment',
  extraPaymentFrequency: 'How often',
  extraPaymentTimesPerMonth: 'Times per month',
  extraPaymentDaysInterval: 'Days between extra payments',
  extraPaymentSelectedDays: 'Days of the month',
  debtPriorities: 'Custom order',
};

/** "monthlyBudget must be 0 or more" → "Monthly budget must be 0 or more". */
export function strategyMessage(field: string, message: string | undefined): string | undefined {
  if (!message) return message;
  const label = STRATEGY_FIELD_LABELS[field];
  return label && message.startsWith(field) ? `${label}${message.slice(field.length)}` : message;
}

/** The name a strategy is saved under. */
export const STRATEGY_NAME = 'My plan';

export function initialFormState(strategy: Strategy | null, defaults: { type: StrategyType; budget: number; order: string[] }): StrategyFormState {
  if (!strategy) {
    return {
      type: defaults.type,
      budget: String(defaults.budget),
      extraPayment: '',
      extraFrequency: 'once_per_month',
      timesPerMonth: '1',
      daysInterval: '30',
      selectedDays: '',
      customOrder: defaults.order,
    };
  }
  const saved = strategy.debtPriorities ? strategy.debtPriorities.split(',').filter(Boolean) : [];
  return {
    type: strategy.type,
    budget: String(strategy.monthlyBudget),
    extraPayment: strategy.extraPayment ? String(strategy.extraPayment) : '',
    extraFrequency: strategy.extraPaymentFrequency ?? 'once_per_month',
    timesPerMonth: String(strategy.extraPaymentTimesPerMonth ?? 1),
    daysInterval: String(strategy.extraPaymentDaysInterval ?? 30),
    selectedDays: (strategy.extraPaymentSelectedDays ?? []).join(', '),
    customOrder: saved.length > 0 ? saved : defaults.order,
  };
}

/** A number as typed ("$1,250", "1250.50"); '' → undefined; unreadable text stays text so the check names the field. */
export function readNumber(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

/** "1, 15 28" → [1, 15, 28]; anything that is not a whole number is kept so the check refuses it. */
function readDays(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export interface ReadForm {
  /** The values to store (valid only when `errors` is empty). */
  changes: StrategyChanges;
  errors: FieldErrors;
}

/**
 * Reads and checks the form. Only the fields of the chosen extra-payment schedule are checked (the
 * others keep their stored values); an empty extra payment is 0 and an empty budget is refused.
 */
export function readForm(state: StrategyFormState, orderOfOwedDebts: readonly string[]): ReadForm {
  const values: Record<string, unknown> = {
    name: STRATEGY_NAME,
    type: state.type,
    monthlyBudget: readNumber(state.budget),
    extraPayment: readNumber(state.extraPayment) ?? 0,
    extraPaymentFrequency: state.extraFrequency,
    debtPriorities: effectiveOrder(state.customOrder, orderOfOwedDebts),
  };
  if (state.extraFrequency === 'once_per_month') values.extraPaymentTimesPerMonth = readNumber(state.timesPerMonth) ?? 1;
  if (state.extraFrequency === 'every_x_days') values.extraPaymentDaysInterval = readNumber(state.daysInterval) ?? 30;
  if (state.extraFrequency === 'selected_days') values.extraPaymentSelectedDays = readDays(state.selectedDays);
  const errors = validateNewStrategy(values);
  if (state.extraFrequency === 'selected_days' && !errors.extraPaymentSelectedDays && (values.extraPayment as number) > 0 && readDays(state.selectedDays).length === 0) {
    errors.extraPaymentSelectedDays = 'Days of the month: choose at least one day, e.g. 1, 15';
  }
  return { changes: values as StrategyChanges, errors };
}

/** The custom order over the debts owed now: the saved order first, then any debt not in it, in priority order. */
export function effectiveOrder(customOrder: readonly string[], orderOfOwedDebts: readonly string[]): string[] {
  const owed = new Set(orderOfOwedDebts);
  const kept = customOrder.filter((id) => owed.has(id));
  const keptSet = new Set(kept);
  return [...kept, ...orderOfOwedDebts.filter((id) => !keptSet.has(id))];
}

/** The engine's strategy for valid changes: the budget rounded up to cents exactly as it will be stored. */
export function toEngineStrategy(changes: StrategyChanges): StrategyInput {
  return {
    type: changes.type ?? 'avalanche',
    monthlyBudget: roundUpToCents((changes.monthlyBudget as number | undefined) ?? 0),
    debtPriorities: changes.debtPriorities ?? null,
    extraPayment: changes.extraPayment ?? 0,
    extraPaymentFrequency: changes.extraPaymentFrequency === 'monthly' ? 'once_per_month' : (changes.extraPaymentFrequency ?? 'once_per_month'),
    extraPaymentTimesPerMonth: changes.extraPaymentTimesPerMonth ?? null,
    extraPaymentDaysInterval: changes.extraPaymentDaysInterval ?? null,
    extraPaymentSelectedDays: changes.extraPaymentSelectedDays ?? null,
  };
}
