/**
 * Two tabs in one process: each has its own copy of the late-edits module (a fresh module
 * registry), and they talk over Node's real BroadcastChannel, as tabs of one browser do.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';

const stops: Array<() => void> = [];

async function openTab(uid = 'user-1') {
  vi.resetModules();
  const edits = await import('./late-edits');
  const { shareLateEditsWithTabs } = await import('./late-edits-broadcast');
  stops.push(shareLateEditsWithTabs(uid));
  return edits;
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

const edit = { collection: 'payments', documentId: 'p-1', madeAt: [1_700_000_000_000] };

test('an edit the leader tab reports shows in the other tabs, and a dismissal in any tab dismisses it in all', async () => {
  const [leader, other, third] = [await openTab(), await openTab(), await openTab()];
  leader.reportLateEdit(edit);
  await vi.waitFor(() => expect(other.lateEdits()).toEqual([edit]), SETTLE_WAIT);
  await vi.waitFor(() => expect(third.lateEdits()).toEqual([edit]), SETTLE_WAIT);
  third.dismissLateEdits();
  await vi.waitFor(() => expect(leader.lateEdits()).toEqual([]), SETTLE_WAIT);
  await vi.waitFor(() => expect(other.lateEdits()).toEqual([]), SETTLE_WAIT);
});

test('a tab opened later asks, and shows what the others show', async () => {
  const leader = await openTab();
  leader.reportLateEdit(edit);
  const later = await openTab();
  await vi.waitFor(() => expect(later.lateEdits()).toEqual([edit]), SETTLE_WAIT);
});

test('another person signed in elsewhere hears nothing', async () => {
  const leader = await openTab('user-1');
  const stranger = await openTab('user-2');
  const sameUser = await openTab('user-1');
  leader.reportLateEdit(edit);
  await vi.waitFor(() => expect(sameUser.lateEdits()).toEqual([edit]), SETTLE_WAIT);
  expect(stranger.lateEdits()).toEqual([]);
});
