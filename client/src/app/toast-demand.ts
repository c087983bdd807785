import { useSyncExternalStore } from 'react';

/**
 * Whether any code has asked for a toast: set when toast-store.ts is first evaluated. The
 * signed-in space mounts the Toaster (and so loads Chakra) only from then on; a toast raised
 * before the Toaster mounts still shows, because Zag's toast group reads the store's current
 * toasts when it subscribes.
 *
 * This module must stay free of Chakra: the signed-in space reads it at every start.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function markToastsWanted(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}
