import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RELOAD_DELAY_MS,
  RELOAD_FALLBACK_MS,
  UPDATE_CHECK_INTERVAL_MS,
  applyUpdate,
  watchForUpdates,
  type ContainerLike,
  type RegistrationLike,
  type VisibilityLike,
  type WorkerLike,
} from './update-flow';

function fakeWorker(state = 'installing'): WorkerLike & { fire(): void; messages: unknown[] } {
  const listeners: Array<() => void> = [];
  const worker = {
    state,
    messages: [] as unknown[],
    postMessage: (message: unknown) => void worker.messages.push(message),
    addEventListener: (_type: 'statechange', listener: () => void) => void listeners.push(listener),
    fire: () => listeners.forEach((listener) => listener()),
  };
  return worker;
}

function fakeRegistration(waiting: WorkerLike | null = null, installing: WorkerLike | null = null) {
  const listeners: Array<() => void> = [];
  const registration = {
    waiting,
    installing,
    update: vi.fn().mockResolvedValue(undefined),
    addEventListener: (_type: 'updatefound', listener: () => void) => void listeners.push(listener),
    found(worker: WorkerLike) {
      registration.installing = worker;
      listeners.forEach((listener) => listener());
    },
  };
  return registration satisfies RegistrationLike;
}

function fakeContainer(): ContainerLike & { takeOver(): void } {
  const listeners: Array<() => void> = [];
  return {
    addEventListener: (_type: 'controllerchange', listener: () => void) => void listeners.push(listener),
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

function fakeDocument(): VisibilityLike & { show(): void; hide(): void; listenerCount(): number } {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible',
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
    show() {
      doc.visibilityState = 'visible';
      listeners.forEach((listener) => listener());
    },
    hide() {
      doc.visibilityState = 'hidden';
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
  return doc;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('noticing a new version', () => {
  it('flags an update when a waiting worker already exists', () => {
    const onUpdateAvailable = vi.fn();
    watchForUpdates(fakeRegistration(fakeWorker('installed')), { onUpdateAvailable, hasController: () => true });
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('flags an update when a new worker finishes installing, but not on the first install', () => {
    const onUpdateAvailable = vi.fn();
    let controlled = false;
    const registration = fakeRegistration();
    watchForUpdates(registration, { onUpdateAvailable, hasController: () => controlled });
    const first = fakeWorker();
    registration.found(first);
    first.state = 'installed';
    first.fire();
    expect(onUpdateAvailable).not.toHaveBeenCalled();

    controlled = true;
    const second = fakeWorker();
    registration.found(second);
    second.fire();
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    second.state = 'installed';
    second.fire();
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('follows a worker that was already installing before watching began', () => {
    const onUpdateAvailable = vi.fn();
    const early = fakeWorker();
    watchForUpdates(fakeRegistration(null, early), { onUpdateAvailable, hasController: () => true });
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    early.state = 'installed';
    early.fire();
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('does not flag a worker that fails to install', () => {
    const onUpdateAvailable = vi.fn();
    const registration = fakeRegistration();
    watchForUpdates(registration, { onUpdateAvailable, hasController: () => true });
    const broken = fakeWorker();
    registration.found(broken);
    broken.state = 'redundant';
    broken.fire();
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });
});

describe('checking for a new version', () => {
  it('checks every 60 minutes until stopped', () => {
    const registration = fakeRegistration();
    const stop = watchForUpdates(registration, { onUpdateAvailable: () => undefined, hasController: () => true });
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is logged, and the next one still runs', async () => {
    const registration = fakeRegistration();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    watchForUpdates(registration, { onUpdateAvailable: () => undefined, hasController: () => true });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(info).toHaveBeenCalledWith('Update check failed (offline?)', expect.any(TypeError));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('checks when the page is shown again after 60 minutes or more, not sooner', () => {
    const registration = fakeRegistration();
    const doc = fakeDocument();
    watchForUpdates(registration, { onUpdateAvailable: () => undefined, hasController: () => true, visibility: doc });
    doc.hide();
    // A frozen phone page: its timers do not run while hidden, only the clock moves on.
    vi.setSystemTime(Date.now() + UPDATE_CHECK_INTERVAL_MS - 1);
    doc.show();
    expect(registration.update).not.toHaveBeenCalled();
    doc.hide();
    vi.setSystemTime(Date.now() + 1);
    expect(registration.update).not.toHaveBeenCalled(); // hidden: nothing yet
    doc.show();
    expect(registration.update).toHaveBeenCalledTimes(1);
    // Shown again right after: the check just ran, so no second one.
    doc.hide();
    doc.show();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('the 60 minutes count from the last check, whichever started it', () => {
    const registration = fakeRegistration();
    const doc = fakeDocument();
    watchForUpdates(registration, { onUpdateAvailable: () => undefined, hasController: () => true, visibility: doc });
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS); // the interval's check
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS / 2);
    doc.hide();
    doc.show();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('stopping removes the visibility listener', () => {
    const doc = fakeDocument();
    const stop = watchForUpdates(fakeRegistration(), { onUpdateAvailable: () => undefined, hasController: () => true, visibility: doc });
    expect(doc.listenerCount()).toBe(1);
    stop();
    expect(doc.listenerCount()).toBe(0);
  });
});

describe('"Update Now"', () => {
  it('sends skip-waiting, shows the 3 s toast and reloads after 0.5 s', () => {
    const waiting = fakeWorker('installed');
    const notify = vi.fn();
    const reload = vi.fn();
    applyUpdate(fakeRegistration(waiting), { notify, reload });
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Applying update...',
      description: 'The app will refresh momentarily.',
      kind: 'info',
      durationMs: 3000,
    });
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the new worker taking over quickly: reloads at 0.5 s, once', () => {
    const container = fakeContainer();
    const reload = vi.fn();
    applyUpdate(fakeRegistration(fakeWorker('installed')), { notify: () => undefined, reload, container });
    vi.advanceTimersByTime(100);
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 100);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the new worker taking over slowly: waits for it past 0.5 s, so the old version is not reloaded', () => {
    const container = fakeContainer();
    const reload = vi.fn();
    applyUpdate(fakeRegistration(fakeWorker('installed')), { notify: () => undefined, reload, container });
    vi.advanceTimersByTime(1200);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker never reports taking over', () => {
    const reload = vi.fn();
    applyUpdate(fakeRegistration(fakeWorker('installed')), { notify: () => undefined, reload, container: fakeContainer() });
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed update shows the destructive toast and does not reload', () => {
    const notify = vi.fn();
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyUpdate(fakeRegistration(null), { notify, reload, container: fakeContainer() });
    expect(notify).toHaveBeenCalledWith({ title: 'Update failed', description: 'Please try refreshing the page manually.', kind: 'error' });
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
