/**
 * Small pure checks the validators (validate-debt.ts, validate-payment.ts, …) are built from. Each
 * returns a message naming the field, or null when the value is acceptable, so forms can show the
 * same messages inline that the repositories refuse writes with.
 */
import { ISO_DATE_PATTERN } from '@schemas/index';

/** Messages by field name; empty when the input is valid. */
export type FieldErrors = Partial<Record<string, string>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** One line for a whole set of field errors, e.g. "balance must be 0 or more; name is required". */
export function describeErrors(errors: FieldErrors): string {
  return Object.values(errors).join('; ');
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function checkText(field: string, value: unknown, options: { required?: boolean; maxLength: number }): string | null {
  if (isMissing(value)) return options.required ? `${field} is required` : null;
  if (typeof value !== 'string') return `${field} must be text`;
  if (value.trim().length > options.maxLength) return `${field} must be at most ${options.maxLength} characters`;
  return null;
}

export interface NumberRule {
  required?: boolean;
  min?: number;
  /** When true, `min` itself is refused (amounts must be more than 0). */
  exclusiveMin?: boolean;
  max?: number;
  integer?: boolean;
}

export function checkNumber(field: string, value: unknown, rule: NumberRule): string | null {
  if (value === undefined || value === null) return rule.required ? `${field} is required` : null;
  if (typeof value !== 'number' || Number.isNaN(value)) return `${field} must be a number`;
  if (!Number.isFinite(value)) return `${field} must be a finite number`;
  if (rule.integer && !Number.isInteger(value)) return `${field} must be a whole number`;
  if (rule.min !== undefined) {
    if (rule.exclusiveMin && value <= rule.min) return `${field} must be more than ${rule.min}`;
    if (value < rule.min) return `${field} must be ${rule.min} or more`;
  }
  if (rule.max !== undefined && value > rule.max) return `${field} must be at most ${rule.max}`;
  return null;
}

export function checkOneOf(field: string, value: unknown, allowed: readonly string[], required = false): string | null {
  if (value === undefined || value === null) return required ? `${field} is required` : null;
  if (typeof value !== 'string' || !allowed.includes(value)) return `${field} must be one of: ${allowed.join(', ')}`;
  return null;
}

export function checkBoolean(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'boolean' ? null : `${field} must be true or false`;
}

/** A real calendar date written 'YYYY-MM-DD' (2024-02-30 is refused). */
export function checkDate(field: string, value: unknown, required = false): string | null {
  if (isMissing(value)) return required ? `${field} is required` : null;
  if (typeof value !== 'string' || !new RegExp(ISO_DATE_PATTERN).test(value)) return `${field} must be a date (YYYY-MM-DD)`;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return `${field} must be a real date`;
  return null;
}

/** Collects the non-null messages into a FieldErrors object. */
export function collectErrors(checks: Record<string, string | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) {
    if (message) errors[field] = message;
  }
  return errors;
}
