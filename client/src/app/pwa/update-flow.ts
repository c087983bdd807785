/**
 * The update flow of spec §4 and §9, written against the small part of the Service Worker API it
 * needs so the rules can be tested with fake timers:
 * - an update is flagged when a waiting worker exists, or when a new one finishes installing
 *   while a page is already controlled (a first install is not an "update");
 * - the registration checks for a new version every 60 minutes, and also when the page comes back
 *   into view after 60 minutes or more (a phone freezes hidden pages, and their timers with them);
 * - "Update Now" asks the waiting worker to skip waiting, shows "Applying update..." for 3 s and
 *   reloads after about 0.5 s; a failure shows "Please try refreshing the page manually."
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_DELAY_MS = 500;
export const APPLYING_TOAST_MS = 3000;
/** Reload even if the new worker never reports taking over, so nobody is left waiting. */
export const RELOAD_FALLBACK_MS = 5000;

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

/** `navigator.serviceWorker`: tells when a new worker has taken control of this page. */
export interface ContainerLike {
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/** The page's visibility (`document`), to check again when a frozen page is shown. */
export interface VisibilityLike {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Calls `onUpdateAvailable` when a new version is ready; returns a function that stops watching. */
export function watchForUpdates(
  registration: RegistrationLike,
  options: { onUpdateAvailable: () => void; hasController: () => boolean; visibility?: VisibilityLike; timers?: Timers },
): () => void {
  const timers = options.timers ?? realTimers;
  const follow = (worker: WorkerLike | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && options.hasController()) options.onUpdateAvailable();
    });
  };
  if (registration.waiting) options.onUpdateAvailable();
  // A check the browser started before we were listening (e.g. on this very navigation) has
  // already fired 'updatefound': follow its worker too, or its arrival would go unnoticed.
  else follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  let lastCheck = timers.now();
  const check = () => {
    lastCheck = timers.now();
    registration.update().catch((error: unknown) => console.info('Update check failed (offline?)', error));
  };
  const interval = timers.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const visibility = options.visibility;
  const onVisible = () => {
    if (visibility?.visibilityState === 'visible' && timers.now() - lastCheck >= UPDATE_CHECK_INTERVAL_MS) check();
  };
  visibility?.addEventListener('visibilitychange', onVisible);
  return () => {
    timers.clearInterval(interval);
    visibility?.removeEventListener('visibilitychange', onVisible);
  };
}

export interface Notice {
  title: string;
  description: string;
  kind: 'info' | 'error';
  durationMs?: number;
}

/**
 * "Update Now": skip waiting, tell the person, reload shortly after. The reload waits for the new
 * worker to take control (`controllerchange`) when a container is given: reloading while the old
 * worker still answers would bring the old version back. It never comes before 0.5 s (the spec's
 * pause, which lets the toast be read) nor after RELOAD_FALLBACK_MS.
 */
export function applyUpdate(
  registration: RegistrationLike,
  options: { notify: (notice: Notice) => void; reload: () => void; container?: ContainerLike; timers?: Timers },
): void {
  const timers = options.timers ?? realTimers;
  try {
    const waiting = registration.waiting;
    if (!waiting) throw new Error('No new version is waiting');
    let reloaded = false;
    const reloadOnce = () => {
      if (reloaded) return;
      reloaded = true;
      options.reload();
    };
    let delayOver = false;
    let newWorkerInControl = options.container === undefined;
    options.container?.addEventListener('controllerchange', () => {
      newWorkerInControl = true;
      if (delayOver) reloadOnce();
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    options.notify({ title: 'Applying update...', description: 'The app will refresh momentarily.', kind: 'info', durationMs: APPLYING_TOAST_MS });
    timers.setTimeout(() => {
      delayOver = true;
      if (newWorkerInControl) reloadOnce();
    }, RELOAD_DELAY_MS);
    timers.setTimeout(reloadOnce, RELOAD_FALLBACK_MS);
  } catch (error) {
    console.error('Update failed', error);
    options.notify({ title: 'Update failed', description: 'Please try refreshing the page manually.', kind: 'error' });
  }
}
