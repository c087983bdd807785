import type { ChangeEvent } from './sync-store';

/**
 * The listeners of a store's events (`SyncStore.onChange`, `SessionStore.onEnded`). A throwing
 * listener is reported and skipped: the write that caused the event has already committed, so it
 * must neither fail nor starve other listeners.
 */
export class ChangeEmitter<T = ChangeEvent> {
  private readonly listeners = new Set<(event: T) => void>();

  constructor(private readonly reportError: (error: unknown) => void) {}

  add(listener: (event: T) => void): () => void {
    // A wrapper per registration, so registering one function twice needs two unsubscribes.
    const entry = (event: T) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  emit(event: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.reportError(error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** The `onError` of a store opened without one. */
export function defaultOnError(message: string, error: unknown): void {
  console.error(message, error instanceof Error ? error.message : error);
}
