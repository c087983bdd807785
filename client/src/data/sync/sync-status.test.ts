import { Subject } from 'rxjs';
import { describe, expect, test, vi } from 'vitest';
import type { SyncStatus } from '../cloud-sync';
import { phaseOf, sameShownStatus, showSyncingAfter, withLastSynced } from './sync-status';

test('statuses that differ only below the minute look the same', () => {
  expect(sameShownStatus({ phase: 'synced', lastSyncedAt: '2026-11-22T02:15:01.000Z' }, { phase: 'synced', lastSyncedAt: '2026-11-22T02:15:59.999Z' })).toBe(true);
});

test('a new minute, phase, problem kind or detail is a change', () => {
  const base = { phase: 'synced' as const, lastSyncedAt: '2026-11-22T02:15:01.000Z' };
  expect(sameShownStatus(base, { ...base, lastSyncedAt: '2026-11-22T02:16:00.000Z' })).toBe(false);
  expect(sameShownStatus(base, { ...base, phase: 'syncing' })).toBe(false);
  expect(sameShownStatus({ ...base, phase: 'error', problem: { kind: 'refused', detail: 'a' } }, { ...base, phase: 'error', problem: { kind: 'refused', detail: 'b' } })).toBe(false);
  expect(sameShownStatus({ ...base, phase: 'error', problem: { kind: 'outdated' } }, { ...base, phase: 'error', problem: { kind: 'slowed-down' } })).toBe(false);
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
    const error: SyncStatus = { phase: 'error', lastSyncedAt: null, problem: { kind: 'refused', detail: 'no' } };
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

test('the phase: offline before an error, an error before syncing, synced only when idle after the first pass', () => {
  const facts = { online: true, problem: null, active: false, initialDone: true };
  expect(phaseOf(facts)).toEqual({ phase: 'synced' });
  expect(phaseOf({ ...facts, active: true })).toEqual({ phase: 'syncing' });
  expect(phaseOf({ ...facts, initialDone: false })).toEqual({ phase: 'syncing' });
  expect(phaseOf({ ...facts, problem: { kind: 'outdated' }, active: true })).toEqual({ phase: 'error', problem: { kind: 'outdated' } });
  expect(phaseOf({ ...facts, online: false, problem: { kind: 'outdated' } })).toEqual({ phase: 'offline' });
});

test('withLastSynced stamps each synced phase and keeps the last stamp through the others', () => {
  const times = ['2026-11-22T02:15:00.000Z', '2026-11-22T02:16:00.000Z'];
  const out: SyncStatus[] = [];
  const input = new Subject<Pick<SyncStatus, 'phase' | 'problem'>>();
  input.pipe(withLastSynced('2026-11-21T00:00:00.000Z', () => new Date(times.shift()!))).subscribe((status) => out.push(status));
  for (const phase of ['syncing', 'synced', 'offline', 'synced'] as const) input.next({ phase });
  expect(out.map((status) => status.lastSyncedAt)).toEqual(['2026-11-21T00:00:00.000Z', '2026-11-22T02:15:00.000Z', '2026-11-22T02:15:00.000Z', '2026-11-22T02:16:00.000Z']);
});
