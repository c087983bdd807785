/**
 * The form of one one-time extra payment ("snowflake") as typed, and its reading into what the
 * strategy stores (checked as the repository checks it: data/strategies/plan-entries.ts).
 */
import type { FieldErrors } from '@/data/field-checks';
import { SNOWFLAKES, validatePlanEntry, type SnowflakeInput } from '@/data/strategies/plan-entries';
import { formatMoney } from '@/lib/money';
import { dayLabel } from '@/lib/calendar-month';
import type { Snowflake } from '@/payoff/index';
import { readNumber } from './strategy-form-state';

export interface SnowflakeForm {
  date: string;
  amount: string;
  /** '' : where the strategy sends extra money. */
  debtId: string;
  label: string;
}

export const SNOWFLAKE_LABELS: Record<keyof SnowflakeForm, string> = { date: 'Date', amount: 'Amount ($)', debtId: 'Goes to', label: 'Label' };

export const EMPTY_SNOWFLAKE: SnowflakeForm = { date: '', amount: '', debtId: '', label: '' };

export function snowflakeForm(snowflake: Snowflake): SnowflakeForm {
  return { date: snowflake.date, amount: String(snowflake.amount), debtId: snowflake.debtId ?? '', label: snowflake.label ?? '' };
}

/** "amount must be more than 0" → "Amount must be more than 0". */
export function entryMessages(errors: FieldErrors, labels: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message?.startsWith(field) ? `${labels[field] ?? field}${message.slice(field.length)}` : message]),
  );
}

/** The repository's messages in the form's words. */
export const snowflakeMessages = (errors: FieldErrors): FieldErrors => entryMessages(errors, { date: 'Date', amount: 'Amount', debtId: 'Debt', label: 'Label' });

/** Reads the form: the values to store when `errors` is empty, messages by field otherwise (the repository's checks). */
export function readSnowflakeForm(form: SnowflakeForm): { values: SnowflakeInput; errors: FieldErrors } {
  const amount = readNumber(form.amount);
  const values = { date: form.date.trim(), amount, debtId: form.debtId || null, label: form.label.trim() || null };
  const errors = snowflakeMessages(validatePlanEntry(SNOWFLAKES, values, true));
  return { values: values as SnowflakeInput, errors };
}

/** "$2,000.00 on Apr 15, 2027 (Tax refund)". */
export function snowflakeText(snowflake: Pick<Snowflake, 'date' | 'amount' | 'label'>): string {
  return `${formatMoney(snowflake.amount)} on ${dayLabel(snowflake.date)}${snowflake.label ? ` (${snowflake.label})` : ''}`;
}
