import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/test-support/memory-storage';
import { INSTALL_DISMISS_KEY, INSTALL_DISMISS_MS, isDismissed, isIos, rememberDismissal, shouldShowInstallCard } from './install-prompt';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the provider computes on each page load: the card shows unless dismissed in the last 7 days. */
const cardShows = (storage: Pick<Storage, 'getItem'>) =>
  shouldShowInstallCard({ installable: true, installed: false, dismissed: isDismissed(storage, Date.now()) });

describe('install card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows only when installable, not installed and not dismissed', () => {
    expect(shouldShowInstallCard({ installable: true, installed: false, dismissed: false })).toBe(true);
    expect(shouldShowInstallCard({ installable: false, installed: false, dismissed: false })).toBe(false);
    expect(shouldShowInstallCard({ installable: true, installed: true, dismissed: false })).toBe(false);
    expect(shouldShowInstallCard({ installable: true, installed: false, dismissed: true })).toBe(false);
  });

  it('stays hidden for 7 days after "Not now", then shows again', () => {
    const storage = memoryStorage();
    expect(cardShows(storage)).toBe(true);
    rememberDismissal(storage, Date.now());
    expect(cardShows(storage)).toBe(false);
    vi.advanceTimersByTime(6 * DAY_MS);
    expect(cardShows(storage)).toBe(false);
    vi.advanceTimersByTime(DAY_MS - 1);
    expect(cardShows(storage)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cardShows(storage)).toBe(true);
  });

  it('a second dismissal starts a new 7 days', () => {
    const storage = memoryStorage();
    rememberDismissal(storage, Date.now());
    vi.advanceTimersByTime(INSTALL_DISMISS_MS + DAY_MS);
    expect(cardShows(storage)).toBe(true);
    rememberDismissal(storage, Date.now());
    vi.advanceTimersByTime(INSTALL_DISMISS_MS - 1);
    expect(cardShows(storage)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cardShows(storage)).toBe(true);
  });

  it('a clock set back hides the card for at most 7 days, never for good', () => {
    const storage = memoryStorage();
    rememberDismissal(storage, Date.now());
    vi.setSystemTime(Date.now() - 3 * DAY_MS);
    expect(cardShows(storage)).toBe(false);
    vi.setSystemTime(Date.now() - 365 * DAY_MS);
    expect(cardShows(storage)).toBe(true);
  });

  it('an unreadable stored value counts as no dismissal', () => {
    for (const value of ['', 'yesterday', '-5', 'NaN']) {
      const storage = memoryStorage();
      storage.setItem(INSTALL_DISMISS_KEY, value);
      expect(cardShows(storage), JSON.stringify(value)).toBe(true);
    }
  });

  it('storage that refuses access shows the card and does not throw', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(() => rememberDismissal(refusing, Date.now())).not.toThrow();
    expect(cardShows(refusing)).toBe(true);
  });

  it('recognises iOS, including iPadOS posing as a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15)')).toBe(false);
  });
});
