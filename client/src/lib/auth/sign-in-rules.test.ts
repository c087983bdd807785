import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEV_USER, disableDevAuthMode, enableDevAuthMode, isDevAuthMode, readDevUser } from './dev-auth-mode';
import { signInWithGoogleFlow } from './google-sign-in';
import { SIGN_IN_ATTEMPTS, withNetworkRetry } from './network-retry';
import { PENDING_CREDENTIALS_KEY, clearPendingCredentials, readPendingEmail, rememberPendingEmail } from './pending-credentials';
import { createRedirectResultReader } from './redirect-result';
import { memoryStorage } from '../test-support/memory-storage';

const networkError = () => Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
const failure = (code: string) => Object.assign(new Error(code), { code });

describe('network retry (email login, Google sign-in)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network failures with 1000 ms then 2000 ms delays and succeeds', async () => {
    const operation = vi.fn().mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError()).mockResolvedValue('signed in');
    const result = withNetworkRetry(operation);
    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('signed in');
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('throws after three attempts', async () => {
    const operation = vi.fn().mockRejectedValue(networkError());
    const result = withNetworkRetry(operation);
    const settled = expect(result).rejects.toThrow('auth/network-request-failed');
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(operation).toHaveBeenCalledTimes(SIGN_IN_ATTEMPTS);
  });

  it('does not retry other failures', async () => {
    const operation = vi.fn().mockRejectedValue(failure('auth/invalid-credential'));
    await expect(withNetworkRetry(operation)).rejects.toThrow('auth/invalid-credential');
    expect(operation).toHaveBeenCalledTimes(1);
  });
});

describe('Google sign-in flow', () => {
  const calls = () => ({ popup: vi.fn(), redirect: vi.fn().mockResolvedValue(undefined) });
  const noSleep = { sleep: async () => undefined };

  it('uses the popup normally', async () => {
    const c = calls();
    c.popup.mockResolvedValue('credential');
    await expect(signInWithGoogleFlow(c, { previewHost: false }, noSleep)).resolves.toBe('credential');
    expect(c.redirect).not.toHaveBeenCalled();
  });

  it('redirects on a hosted preview environment without trying the popup', async () => {
    const c = calls();
    await expect(signInWithGoogleFlow(c, { previewHost: true }, noSleep)).resolves.toBeNull();
    expect(c.popup).not.toHaveBeenCalled();
    expect(c.redirect).toHaveBeenCalledTimes(1);
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const c = calls();
    c.popup.mockRejectedValue(failure('auth/popup-blocked'));
    await expect(signInWithGoogleFlow(c, { previewHost: false }, noSleep)).resolves.toBeNull();
    expect(c.redirect).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure of the popup, then throws after three attempts', async () => {
    const c = calls();
    c.popup.mockRejectedValue(networkError());
    await expect(signInWithGoogleFlow(c, { previewHost: false }, noSleep)).rejects.toThrow('network');
    expect(c.popup).toHaveBeenCalledTimes(3);
    expect(c.redirect).not.toHaveBeenCalled();
  });

  it('waits 1000 ms, then 2000 ms, between popup attempts that failed on the network', async () => {
    const c = calls();
    c.popup.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError()).mockResolvedValue('credential');
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(signInWithGoogleFlow(c, { previewHost: false }, { sleep })).resolves.toBe('credential');
    expect(waits).toEqual([1000, 2000]);
  });

  it('rethrows a closed popup without redirecting', async () => {
    const c = calls();
    c.popup.mockRejectedValue(failure('auth/popup-closed-by-user'));
    await expect(signInWithGoogleFlow(c, { previewHost: false }, noSleep)).rejects.toThrow('auth/popup-closed-by-user');
    expect(c.redirect).not.toHaveBeenCalled();
  });
});

describe('redirect result', () => {
  it('is read once, however often it is asked for', async () => {
    const read = vi.fn().mockResolvedValue('result');
    const readOnce = createRedirectResultReader(read);
    await Promise.all([readOnce(), readOnce()]);
    await readOnce();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('temporary credentials', () => {
  it('are kept in session storage and cleared after a successful login', () => {
    const storage = memoryStorage();
    rememberPendingEmail('sam@example.com', storage);
    expect(storage.getItem(PENDING_CREDENTIALS_KEY)).not.toBeNull();
    expect(readPendingEmail(storage)).toBe('sam@example.com');
    clearPendingCredentials(storage);
    expect(readPendingEmail(storage)).toBeNull();
  });
});

describe('development auth mode', () => {
  it('switches on only in a development build on a development host, and off on logout', () => {
    const storage = memoryStorage();
    expect(enableDevAuthMode(DEFAULT_DEV_USER, { storage, hostname: 'paydown.app', supported: true })).toBe(false);
    expect(enableDevAuthMode(DEFAULT_DEV_USER, { storage, hostname: 'localhost', supported: false })).toBe(false);
    expect(isDevAuthMode(storage, true)).toBe(false);

    expect(enableDevAuthMode(DEFAULT_DEV_USER, { storage, hostname: 'paydown--pr-3-x.web.app', supported: true })).toBe(true);
    expect(isDevAuthMode(storage, true)).toBe(true);
    expect(readDevUser(storage, true)).toEqual(DEFAULT_DEV_USER);
    // A production build ignores whatever storage says.
    expect(isDevAuthMode(storage, false)).toBe(false);
    expect(readDevUser(storage, false)).toBeNull();

    disableDevAuthMode(storage);
    expect(isDevAuthMode(storage, true)).toBe(false);
  });
});
