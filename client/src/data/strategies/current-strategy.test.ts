import { expect, test } from 'vitest';
import { currentStrategy } from './current-strategy';

const at = (minute: number) => `2026-01-15T10:${String(minute).padStart(2, '0')}:00.000Z`;
const strategy = (id: string, updated: number, chosen?: number) => ({ id, updatedAt: at(updated), ...(chosen === undefined ? {} : { chosenAt: at(chosen) }) });

test('none: null', () => {
  expect(currentStrategy([])).toBeNull();
});

test('the one chosen last is current, however recently the others were edited', () => {
  expect(currentStrategy([strategy('a', 50, 10), strategy('b', 5, 20), strategy('c', 59)])?.id).toBe('b');
});

test('two chosen at the same time: the larger id, in any order', () => {
  const tied = [strategy('b', 1, 30), strategy('a', 2, 30)];
  expect(currentStrategy(tied)?.id).toBe('b');
  expect(currentStrategy([...tied].reverse())?.id).toBe('b');
});

test('none chosen (written before scenarios): the most recently updated, ties the larger id', () => {
  expect(currentStrategy([strategy('a', 10), strategy('b', 30), strategy('c', 20)])?.id).toBe('b');
  expect(currentStrategy([strategy('b', 30), strategy('a', 30)])?.id).toBe('b');
});
