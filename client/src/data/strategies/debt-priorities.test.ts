import { expect, test } from 'vitest';
import { joinDebtPriorities, parseDebtPriorities } from './debt-priorities';

test('debt priorities are stored as a comma-joined string and read back as a list', () => {
  expect(joinDebtPriorities(['d3', 'd1', 'd2'])).toBe('d3,d1,d2');
  expect(parseDebtPriorities('d3,d1,d2')).toEqual(['d3', 'd1', 'd2']);
  expect(parseDebtPriorities('')).toEqual([]);
});
