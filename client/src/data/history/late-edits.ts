/**
 * Edits made offline that reached the server after it had folded the rows they were made at
 * (docs/sync.md, "Bounded history"): the merge applies them as of their arrival, after changes from
 * the person's other devices, and reports them here so the app can say so. A plain source (no
 * React): the merge plugin reports, the UI subscribes and dismisses.
 */
export interface LateEdit {
  collection: string;
  documentId: string;
  /** When each late operation was made on this device (ms since the epoch), oldest first. */
  madeAt: number[];
}

let edits: readonly LateEdit[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly LateEdit[]): void {
  edits = next;
  listeners.forEach((listener) => listener());
}

export function reportLateEdit(edit: LateEdit): void {
  // One entry per document: a second merge of the same document adds its times.
  const same = edits.find((entry) => entry.collection === edit.collection && entry.documentId === edit.documentId);
  const merged = same ? { ...same, madeAt: [...new Set([...same.madeAt, ...edit.madeAt])].sort((a, b) => a - b) } : edit;
  publish([...edits.filter((entry) => entry !== same), merged]);
}

export function lateEdits(): readonly LateEdit[] {
  return edits;
}

/** The list another tab shows (late-edits-broadcast.ts): only the leader tab's merge reports. */
export function showLateEditsOfAnotherTab(next: readonly LateEdit[]): void {
  publish(next);
}

export function dismissLateEdits(): void {
  if (edits.length > 0) publish([]);
}

export function subscribeToLateEdits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
