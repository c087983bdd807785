import { expect, test } from 'vitest';
import { sameShownStatus } from './sync-status';

test('statuses that differ only below the minute look the same', () => {
  expect(sameShownStatus({ phase: 'synced', lastSyncedAt: '2026-11-22T02:15:01.000Z' }, { phase: 'synced', lastSyncedAt: '2026-11-22T02:15:59.999Z' })).toBe(true);
});

test('a new minute, phase, message or outdated flag is a change', () => {
  const base = { phase: 'synced' as const, lastSyncedAt: '2026-11-22T02:15:01.000Z' };
  expect(sameShownStatus(base, { ...base, lastSyncedAt: '2026-11-22T02:16:00.000Z' })).toBe(false);
  expect(sameShownStatus(base, { ...base, phase: 'syncing' })).toBe(false);
  expect(sameShownStatus({ ...base, phase: 'error', message: 'a' }, { ...base, phase: 'error', message: 'b' })).toBe(false);
  expect(sameShownStatus({ ...base, outdated: true }, base)).toBe(false);
  expect(sameShownStatus({ phase: 'syncing', lastSyncedAt: null }, { phase: 'syncing', lastSyncedAt: null })).toBe(true);
});
