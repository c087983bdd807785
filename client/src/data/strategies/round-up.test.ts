import fc from 'fast-check';
import { expect, test } from 'vitest';
import { roundUp, roundUpToCents } from './round-up';

test('amounts with more than 2 decimals are rounded up to the next cent', () => {
  expect(roundUpToCents(10.001)).toBe(10.01);
  expect(roundUpToCents(10.011)).toBe(10.02);
  expect(roundUpToCents(99.999)).toBe(100);
  expect(roundUpToCents(0.001)).toBe(0.01);
});

test('amounts already in cents are kept, despite binary float noise (1.1 * 100 = 110.00000000000001)', () => {
  expect(roundUpToCents(10.1)).toBe(10.1);
  expect(roundUpToCents(1.1)).toBe(1.1);
  expect(roundUpToCents(0.29)).toBe(0.29);
  expect(roundUpToCents(1.005)).toBe(1.01);
  expect(roundUpToCents(500)).toBe(500);
  expect(roundUpToCents(0)).toBe(0);
});

test('round up to 4 decimals (spec §9)', () => {
  expect(roundUp(0.12341, 4)).toBe(0.1235);
  expect(roundUp(0.1234, 4)).toBe(0.1234);
});

test('property: any whole-cent amount is unchanged', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
      expect(roundUpToCents(cents / 100)).toBe(cents / 100);
    }),
  );
});

test('property: a sub-cent remainder always moves to the next cent', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 99 }), (cents, tenthsOfMills) => {
      // cents/100 plus 0.0001 … 0.0099 dollars
      const value = Number((cents / 100 + tenthsOfMills / 10_000).toFixed(4));
      expect(roundUpToCents(value)).toBe((cents + 1) / 100);
    }),
  );
});
