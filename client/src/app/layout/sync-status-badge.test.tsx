// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { INITIAL_SYNC_STATUS, SyncContext, type SyncStatus } from '@/data/cloud-sync';
import { SyncStatusBadge } from './sync-status-badge';

afterEach(cleanup);

function renderBadge(status: Partial<SyncStatus>) {
  render(
    <SyncContext.Provider value={{ status: { ...INITIAL_SYNC_STATUS, ...status }, engine: null }}>
      <SyncStatusBadge />
    </SyncContext.Provider>,
  );
  return screen.getByTestId('sync-status');
}

test('synced: shows the time of the last sync, and its date and time in the description', () => {
  const last = new Date(2026, 10, 22, 16, 35);
  const badge = renderBadge({ phase: 'synced', lastSyncedAt: last.toISOString() });
  expect(badge.textContent).toBe('Synced 4:35 PM');
  expect(badge.getAttribute('aria-label')).toBe('Synced (last synced Nov 22, 2026, 4:35 PM)');
  expect(badge.getAttribute('data-phase')).toBe('synced');
});

test('before any sync, says so; the start-up copy of the screen keeps its room, not its state', () => {
  const badge = renderBadge({ phase: 'syncing', lastSyncedAt: null });
  expect(badge.textContent).toBe('Syncing…');
  expect(badge.getAttribute('aria-label')).toBe('Syncing… (not synced yet)');
  expect(badge.hasAttribute('data-snapshot-blank')).toBe(true);
});

test('a sync problem is put into words here: sync reports only its kind', () => {
  const badge = renderBadge({ phase: 'error', problem: { kind: 'outdated' } });
  expect(badge.textContent).toBe('Sync error');
  expect(badge.getAttribute('aria-label')).toBe('Sync error — A newer version of Paydown is needed to sync. Update the app. (not synced yet)');
  cleanup();
  expect(renderBadge({ phase: 'error', problem: { kind: 'refused', detail: '400: balance must be number' } }).getAttribute('aria-label')).toBe(
    'Sync error — The server refused a change (400: balance must be number). (not synced yet)',
  );
});
