import { expect, test } from 'vitest';
import { joinIds, splitIds } from './comma-joined-ids';

test('ids are stored comma-joined, in order, without blanks or repeats', () => {
  expect(joinIds(['b', 'a', ' c ', '', 'a'])).toBe('b,a,c');
  expect(joinIds('b, a,,c')).toBe('b,a,c');
  expect(joinIds(undefined)).toBe('');
});

test('stored text splits back into the ordered list', () => {
  expect(splitIds('b,a,c')).toEqual(['b', 'a', 'c']);
  expect(splitIds('')).toEqual([]);
  expect(splitIds(joinIds(['x', 'y']))).toEqual(['x', 'y']);
});
