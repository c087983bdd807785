import { expect, test } from 'vitest';
import { parseHighLimit } from './parse-high-limit';

test('a string credit limit is parsed to a number', () => {
  expect(parseHighLimit('5000')).toBe(5000);
  expect(parseHighLimit(' 2500.50 ')).toBe(2500.5);
  expect(parseHighLimit('$5,000')).toBe(5000);
});

test('a missing credit limit becomes 0', () => {
  expect(parseHighLimit(undefined)).toBe(0);
  expect(parseHighLimit(null)).toBe(0);
  expect(parseHighLimit('')).toBe(0);
  expect(parseHighLimit('  ')).toBe(0);
});

test('text that is not a number is not silently 0 (the validator refuses NaN)', () => {
  expect(parseHighLimit('12abc')).toBeNaN();
  expect(parseHighLimit(7500)).toBe(7500);
});
