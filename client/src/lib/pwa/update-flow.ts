/**
 * The update flow of spec §4 and §9, written against the small part of the Service Worker API it
 * needs so the rules can be tested with fake timers:
 * - an update is flagged when a waiting worker exists, or when a new one finishes installing
 *   while a page is already controlled (a first install is not an "update");
 * - the registration checks for a new version every 60 minutes;
 * - "Update Now" asks the waiting worker to skip waiting, shows "Applying update..." for 3 s and
 *   reloads after about 0.5 s; a failure shows "Please try refreshing the page manually."
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_DELAY_MS = 500;
export const APPLYING_TOAST_MS = 3000;

export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Calls `onUpdateAvailable` when a new version is ready; returns a function that stops watching. */
export function watchForUpdates(
  registration: RegistrationLike,
  options: { onUpdateAvailable: () => void; hasController: () => boolean; timers?: Timers },
): () => void {
  const timers = options.timers ?? realTimers;
  if (registration.waiting) options.onUpdateAvailable();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && options.hasController()) options.onUpdateAvailable();
    });
  });
  const interval = timers.setInterval(() => {
    registration.update().catch((error: unknown) => console.info('Update check failed (offline?)', error));
  }, UPDATE_CHECK_INTERVAL_MS);
  return () => timers.clearInterval(interval);
}

export interface Notice {
  title: string;
  description: string;
  kind: 'info' | 'error';
  durationMs?: number;
}

/** "Update Now": skip waiting, tell the person, reload shortly after. */
export function applyUpdate(
  registration: RegistrationLike,
  options: { notify: (notice: Notice) => void; reload: () => void; timers?: Timers },
): void {
  const timers = options.timers ?? realTimers;
  try {
    const waiting = registration.waiting;
    if (!waiting) throw new Error('No new version is waiting');
    waiting.postMessage({ type: 'SKIP_WAITING' });
    options.notify({ title: 'Applying update...', description: 'The app will refresh momentarily.', kind: 'info', durationMs: APPLYING_TOAST_MS });
    timers.setTimeout(options.reload, RELOAD_DELAY_MS);
  } catch (error) {
    console.error('Update failed', error);
    options.notify({ title: 'Update failed', description: 'Please try refreshing the page manually.', kind: 'error' });
  }
}
