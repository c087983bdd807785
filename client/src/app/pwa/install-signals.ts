/**
 * Chrome fires `beforeinstallprompt` once per page load, as soon as the app qualifies: on a fast
 * start that can be before React has mounted anything. These signals listen from the moment they
 * are created (when the app's code is evaluated) and keep the event, so the install card can use
 * it whenever it mounts. Shaped for React's useSyncExternalStore.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallSnapshot {
  /** The deferred prompt, until used or until the app is installed. */
  event: InstallPromptEvent | null;
  /** `appinstalled` fired during this visit. */
  installed: boolean;
}

export interface InstallSignals {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): InstallSnapshot;
  /** A prompt can be shown once; after that the event is spent. */
  consume(): void;
  stop(): void;
}

const isInstallPrompt = (event: Event): event is InstallPromptEvent =>
  typeof (event as Partial<InstallPromptEvent>).prompt === 'function' && (event as Partial<InstallPromptEvent>).userChoice !== undefined;

export function createInstallSignals(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): InstallSignals {
  let snapshot: InstallSnapshot = { event: null, installed: false };
  const listeners = new Set<() => void>();
  const update = (next: InstallSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  const onPrompt = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    // Without this Chrome may show its own mini-infobar; the card offers the install instead.
    event.preventDefault();
    update({ ...snapshot, event });
  };
  const onInstalled = () => update({ event: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    consume() {
      if (snapshot.event) update({ ...snapshot, event: null });
    },
    stop() {
      target.removeEventListener('beforeinstallprompt', onPrompt);
      target.removeEventListener('appinstalled', onInstalled);
    },
  };
}
