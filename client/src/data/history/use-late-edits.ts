import { useSyncExternalStore } from 'react';
import { lateEdits, subscribeToLateEdits, type LateEdit } from './late-edits';

/** The late edits the merge has reported and the person has not dismissed yet, re-rendered on change. */
export function useLateEdits(): readonly LateEdit[] {
  return useSyncExternalStore(subscribeToLateEdits, lateEdits);
}
