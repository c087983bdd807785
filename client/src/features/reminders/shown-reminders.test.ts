import { expect, test } from 'vitest';
import { readShownReminders, rememberShownReminders } from './shown-reminders';

/** A Storage of our own: the functions under test only get and set one item. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

test('keys are kept per person and added to', () => {
  const storage = memoryStorage();
  rememberShownReminders(storage, 'ada', ['visa@2026-12-04'], '2026-12-01');
  rememberShownReminders(storage, 'ada', ['loan@2026-12-02', 'visa@2026-12-04'], '2026-12-01');
  expect([...readShownReminders(storage, 'ada')]).toEqual(['visa@2026-12-04', 'loan@2026-12-02']);
  expect(readShownReminders(storage, 'bob').size).toBe(0);
});

test('keys whose due date is more than 60 days past are forgotten', () => {
  const storage = memoryStorage();
  rememberShownReminders(storage, 'ada', ['visa@2026-10-01', 'visa@2026-10-02'], '2026-10-01');
  rememberShownReminders(storage, 'ada', ['visa@2026-12-01'], '2026-12-01');
  expect([...readShownReminders(storage, 'ada')]).toEqual(['visa@2026-10-02', 'visa@2026-12-01']);
});

test('something unreadable stored reads as nothing shown', () => {
  expect(readShownReminders(memoryStorage({ 'paydown.reminders-shown.ada': '{not json' }), 'ada').size).toBe(0);
  expect(readShownReminders(memoryStorage({ 'paydown.reminders-shown.ada': '{"a":1}' }), 'ada').size).toBe(0);
});
