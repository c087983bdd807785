import { lateEdits, showLateEditsOfAnotherTab, subscribeToLateEdits, type LateEdit } from './late-edits';

type Message = readonly LateEdit[] | 'late-edits?';

/**
 * The late edits every tab of the person shows. The merge that finds them runs where the
 * replication runs, in the leader tab only (start-sync.ts), so each tab posts its list whenever it
 * changes (a report, a dismissal) on a BroadcastChannel (`paydown-late-edits-<uid>`) and shows the
 * list another tab posts; a tab that opens later asks, and a tab with edits to show answers.
 * Dismissing in one tab dismisses in all. A list received is not posted again (no echo).
 */
export function shareLateEditsWithTabs(uid: string): () => void {
  const channel = new BroadcastChannel(`paydown-late-edits-${uid}`);
  let fromAnotherTab = false;
  const unsubscribe = subscribeToLateEdits(() => {
    if (!fromAnotherTab) channel.postMessage(lateEdits());
  });
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data === 'late-edits?') {
      if (lateEdits().length > 0) channel.postMessage(lateEdits());
      return;
    }
    fromAnotherTab = true;
    try {
      showLateEditsOfAnotherTab(event.data);
    } finally {
      fromAnotherTab = false;
    }
  };
  channel.postMessage('late-edits?' satisfies Message);
  return () => {
    unsubscribe();
    channel.close();
  };
}
