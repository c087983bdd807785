import { expect, test } from 'vitest';
import { sameItems } from './same-items';

test('the same items in the same order, by identity', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  expect(sameItems([a, b], [a, b])).toBe(true);
  expect(sameItems([], [])).toBe(true);
  expect(sameItems([a, b], [b, a])).toBe(false);
  expect(sameItems([a], [a, b])).toBe(false);
  // Equal content is not enough: a new object is a new revision.
  expect(sameItems([a], [{ id: 'a' }])).toBe(false);
});
