// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SyncContext } from '@/data/sync/sync-context';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '@/data/sync/sync-status';
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
