import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal';

/** The same value with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reverseKeys(item)]));
}

/** An oracle: JSON with every object's keys sorted. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

describe('jsonEqual', () => {
  it('equates a JSON value with its round trip and with any key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonEqual(value, JSON.parse(JSON.stringify(value)))).toBe(true);
        expect(jsonEqual(value, reverseKeys(value))).toBe(true);
      }),
    );
  });

  it('agrees with comparing key-sorted serialisations', () => {
    const small = fc.jsonValue({ maxDepth: 2 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(jsonEqual(a, b)).toBe(sortedJson(a) === sortedJson(b));
        expect(jsonEqual(a, { wrap: [b] })).toBe(false);
      }),
      { numRuns: 500 },
    );
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});
