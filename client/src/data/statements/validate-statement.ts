import { ISO_DATE_PATTERN } from '@schemas/index';
import type { FieldErrors } from '../field-checks';

/** What recordStatement takes: the debt, the statement's closing date and balance, and optionally how the difference splits. */
export interface StatementInput {
  debtId: string;
  /** 'YYYY-MM-DD': the statement's closing date (not in the future). */
  statementDate: string;
  /** The balance the statement shows, in dollars (0 or more). */
  statementBalance: number;
  /** Of the difference, the interest charged (dollars, 0 or more); absent: the rest after fees. */
  interest?: number | undefined;
  /** Of the difference, the fees charged (dollars, 0 or more); absent: the rest after interest. */
  fees?: number | undefined;
}

const MAX_DOLLARS = 1_000_000_000;
const ISO_DATE = new RegExp(ISO_DATE_PATTERN);

function amountProblem(value: unknown, what: string, required: boolean): string | null {
  if (value === undefined || value === null) return required ? `Enter ${what}.` : null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${what[0]!.toUpperCase()}${what.slice(1)} must be a number.`;
  if (value < 0) return `${what[0]!.toUpperCase()}${what.slice(1)} can’t be below zero.`;
  if (value > MAX_DOLLARS) return `${what[0]!.toUpperCase()}${what.slice(1)} is too large.`;
  return null;
}

/**
 * The statement's fields checked, with plain messages by field (the form shows them beside the
 * fields; the repository refuses with them). `today` is the device's local date ('YYYY-MM-DD').
 */
export function validateStatement(input: Partial<Record<keyof StatementInput, unknown>>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const date = input.statementDate;
  if (typeof date !== 'string' || date.trim() === '') errors.statementDate = 'Enter the statement date.';
  else if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) errors.statementDate = 'The statement date must be a date like 2026-03-31.';
  else if (date > today) errors.statementDate = 'The statement date can’t be in the future.';
  const balance = amountProblem(input.statementBalance, 'the statement balance', true);
  if (balance) errors.statementBalance = balance;
  const interest = amountProblem(input.interest, 'the interest', false);
  if (interest) errors.interest = interest;
  const fees = amountProblem(input.fees, 'the fees', false);
  if (fees) errors.fees = fees;
  if (typeof input.debtId !== 'string' || input.debtId.trim() === '') errors.debtId = 'Choose the debt the statement is for.';
  return errors;
}
