import { useCallback, useSyncExternalStore } from 'react';
import type { ImportPlan } from '@/data/transfer/import-plan';
import type { ImportProgress } from '@/data/transfer/import-data';
import type { ImportFiles } from '@/data/transfer/import-files';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'refused'; problems: string[] }
  | { step: 'preview'; chosen: ImportFiles; plan: ImportPlan; sources: string[] }
  | { step: 'importing'; plan: ImportPlan; sources: string[]; progress: ImportProgress | null }
  | { step: 'done'; plan: ImportPlan };

/**
 * Each person's import, kept outside the Settings screen: an import of years of payments takes
 * seconds, the rest of the app stays usable meanwhile, and someone who looks at another screen and
 * comes back finds its progress, or its summary, where they left it.
 */
const states = new Map<string, ImportState>();
const listeners = new Set<() => void>();
const IDLE: ImportState = { step: 'idle' };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setImportState(uid: string, state: ImportState): void {
  states.set(uid, state);
  listeners.forEach((listener) => listener());
}

export function getImportState(uid: string): ImportState {
  return states.get(uid) ?? IDLE;
}

/** The import state of `uid` and its setter, re-rendered on every change. */
export function useImportState(uid: string): [ImportState, (state: ImportState) => void] {
  const read = useCallback(() => getImportState(uid), [uid]);
  const set = useCallback((state: ImportState) => setImportState(uid, state), [uid]);
  return [useSyncExternalStore(subscribe, read), set];
}
