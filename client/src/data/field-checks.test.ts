import { expect, test } from 'vitest';
import { checkDate, checkNumber, checkOneOf, checkText } from './field-checks';

test('numbers: missing, not a number, not finite, not whole, out of range — each named', () => {
  expect(checkNumber('balance', undefined, { required: true })).toBe('balance is required');
  expect(checkNumber('balance', '12', {})).toBe('balance must be a number');
  expect(checkNumber('balance', Number.NaN, {})).toBe('balance must be a number');
  expect(checkNumber('balance', Number.POSITIVE_INFINITY, {})).toBe('balance must be a finite number');
  expect(checkNumber('dueDay', 1.5, { integer: true })).toBe('dueDay must be a whole number');
  expect(checkNumber('balance', -1, { min: 0 })).toBe('balance must be 0 or more');
  expect(checkNumber('amount', 0, { min: 0, exclusiveMin: true })).toBe('amount must be more than 0');
  expect(checkNumber('interestRate', 100.01, { max: 100 })).toBe('interestRate must be at most 100');
  expect(checkNumber('interestRate', 100, { min: 0, max: 100 })).toBeNull();
});

test('text, enums and dates', () => {
  expect(checkText('name', '   ', { required: true, maxLength: 10 })).toBe('name is required');
  expect(checkText('name', 'x'.repeat(11), { maxLength: 10 })).toBe('name must be at most 10 characters');
  expect(checkOneOf('type', 'payday', ['a', 'b'])).toBe('type must be one of: a, b');
  expect(checkDate('dueDate', '2026-02-30')).toBe('dueDate must be a real date');
  expect(checkDate('dueDate', '02/03/2026')).toBe('dueDate must be a date (YYYY-MM-DD)');
  expect(checkDate('dueDate', '2028-02-29')).toBeNull();
});
