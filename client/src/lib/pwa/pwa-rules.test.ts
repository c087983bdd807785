import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSTALL_DISMISS_MS,
  isDismissed,
  isIos,
  rememberDismissal,
  shouldShowInstallCard,
} from './install-prompt';
import { UPDATE_CHECK_INTERVAL_MS, applyUpdate, watchForUpdates, type RegistrationLike, type WorkerLike } from './update-flow';

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

function fakeRegistration(waiting: WorkerLike | null = null) {
  const listeners: Array<() => void> = [];
  const registration = {
    waiting,
    installing: null as WorkerLike | null,
    update: vi.fn().mockResolvedValue(undefined),
    addEventListener: (_type: 'updatefound', listener: () => void) => void listeners.push(listener),
    found(worker: WorkerLike) {
      registration.installing = worker;
      listeners.forEach((listener) => listener());
    },
  };
  return registration satisfies RegistrationLike;
}

describe('update flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
    second.state = 'installing';
    second.fire();
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    second.state = 'installed';
    second.fire();
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('checks for updates every 60 minutes until stopped', () => {
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

  it('"Update Now" sends skip-waiting, shows the 3 s toast and reloads after 0.5 s', () => {
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
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed update shows the destructive toast and does not reload', () => {
    const notify = vi.fn();
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyUpdate(fakeRegistration(null), { notify, reload });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', description: 'Please try refreshing the page manually.' }));
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('install prompt', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('shows only when installable, not installed and not dismissed', () => {
    expect(shouldShowInstallCard({ installable: true, installed: false, dismissed: false })).toBe(true);
    expect(shouldShowInstallCard({ installable: false, installed: false, dismissed: false })).toBe(false);
    expect(shouldShowInstallCard({ installable: true, installed: true, dismissed: false })).toBe(false);
    expect(shouldShowInstallCard({ installable: true, installed: false, dismissed: true })).toBe(false);
  });

  it('remembers a dismissal for 7 days', () => {
    const store = storage();
    const now = Date.UTC(2026, 10, 21);
    expect(isDismissed(store, now)).toBe(false);
    rememberDismissal(store, now);
    expect(isDismissed(store, now + INSTALL_DISMISS_MS - 1)).toBe(true);
    expect(isDismissed(store, now + INSTALL_DISMISS_MS)).toBe(false);
  });

  it('recognises iOS, including iPadOS posing as a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15)')).toBe(false);
  });
});
