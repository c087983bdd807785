import { Subject } from 'rxjs';
import { describe, expect, test, vi } from 'vitest';
import { sameShownStatus, showSyncingAfter, type SyncStatus } from './sync-status';

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

describe('showSyncingAfter', () => {
  const synced = (minute: number): SyncStatus => ({ phase: 'synced', lastSyncedAt: `2026-11-22T02:${String(minute).padStart(2, '0')}:00.000Z` });
  const syncing: SyncStatus = { phase: 'syncing', lastSyncedAt: null };

  function shown(run: (input: Subject<SyncStatus>, out: SyncStatus[]) => void): SyncStatus[] {
    vi.useFakeTimers();
    try {
      const input = new Subject<SyncStatus>();
      const out: SyncStatus[] = [];
      const subscription = input.pipe(showSyncingAfter(400)).subscribe((status) => out.push(status));
      run(input, out);
      subscription.unsubscribe();
      return out;
    } finally {
      vi.useRealTimers();
    }
  }

  test('a short sync after "synced" never shows "syncing"', () => {
    const out = shown((input) => {
      input.next(synced(1));
      input.next(syncing);
      vi.advanceTimersByTime(399);
      input.next(synced(2));
      vi.advanceTimersByTime(1000);
    });
    expect(out).toEqual([synced(1), synced(2)]);
  });

  test('a sync that lasts shows "syncing" after the delay', () => {
    const out = shown((input, soFar) => {
      input.next(synced(1));
      input.next(syncing);
      vi.advanceTimersByTime(399);
      expect(soFar).toEqual([synced(1)]);
      vi.advanceTimersByTime(1);
      input.next(synced(3));
    });
    expect(out).toEqual([synced(1), syncing, synced(3)]);
  });

  test('the first sync, offline and errors show at once', () => {
    const offline: SyncStatus = { phase: 'offline', lastSyncedAt: null };
    const error: SyncStatus = { phase: 'error', lastSyncedAt: null, message: 'no' };
    const out = shown((input) => {
      input.next(syncing);
      input.next(synced(1));
      input.next(offline);
      input.next(syncing);
      input.next(error);
    });
    expect(out).toEqual([syncing, synced(1), offline, syncing, error]);
  });
});
