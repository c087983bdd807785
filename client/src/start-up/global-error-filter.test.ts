import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorFilter, judgeUncaughtError, judgeUnhandledRejection } from './global-error-filter';

describe('which global errors are swallowed', () => {
  it.each([
    'WebSocket connection to ws://localhost:5173/ failed',
    "Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.",
    'Failed to register a ServiceWorker for scope /',
    'Service worker registration failed',
    "The service worker navigation preload request was cancelled before 'preloadResponse' settled.",
    'No QueryClient set, use QueryClientProvider to set one',
    'query client was destroyed',
  ])('"%s" is swallowed, as an uncaught error and as a rejection', (message) => {
    expect(judgeUncaughtError(message, new Error(message))).toBe('swallow');
    expect(judgeUnhandledRejection(new Error(message))).toBe('swallow');
    expect(judgeUnhandledRejection(message)).toBe('swallow');
  });

  it('a rejection of a failed fetch is suppressed, in each browser’s words', () => {
    expect(judgeUnhandledRejection(new TypeError('Failed to fetch'))).toBe('swallow');
    expect(judgeUnhandledRejection(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('swallow');
    expect(judgeUnhandledRejection(new TypeError('Load failed'))).toBe('swallow');
  });

  it('anything else surfaces', () => {
    expect(judgeUncaughtError('Uncaught TypeError: Cannot read properties of undefined', new TypeError('Cannot read properties of undefined'))).toBe('surface');
    expect(judgeUnhandledRejection(new Error('Debt with ID d1 not found'))).toBe('surface');
    expect(judgeUnhandledRejection(new Error('500: Something went wrong'))).toBe('surface');
    // "Load failed" is only Safari's failed fetch when it is the TypeError fetch throws.
    expect(judgeUnhandledRejection(new Error('Load failed'))).toBe('surface');
    expect(judgeUnhandledRejection(undefined)).toBe('surface');
    expect(judgeUnhandledRejection({ code: 42 })).toBe('surface');
    // A failed fetch as an uncaught error (not a rejection) is not covered by the rule.
    expect(judgeUncaughtError('Failed to fetch', new TypeError('Failed to fetch'))).toBe('surface');
  });
});

describe('the installed filter', () => {
  const target = new EventTarget() as unknown as Window;
  let uninstall = () => {};
  afterEach(() => uninstall());

  function rejection(reason: unknown): Event {
    return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  }
  function uncaught(error: Error): Event {
    return Object.assign(new Event('error', { cancelable: true }), { message: error.message, error });
  }

  it('silences swallowed events (default prevented, later listeners not called) and leaves the rest alone', () => {
    uninstall = installGlobalErrorFilter(target);
    const later = vi.fn();
    target.addEventListener('unhandledrejection', later);
    target.addEventListener('error', later);

    const fetchFailure = rejection(new TypeError('Failed to fetch'));
    target.dispatchEvent(fetchFailure);
    expect(fetchFailure.defaultPrevented).toBe(true);

    const workerFailure = uncaught(new Error('ServiceWorker script evaluation failed'));
    target.dispatchEvent(workerFailure);
    expect(workerFailure.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();

    const bug = rejection(new Error('Cannot read properties of null'));
    target.dispatchEvent(bug);
    expect(bug.defaultPrevented).toBe(false);
    const crash = uncaught(new RangeError('Invalid time value'));
    target.dispatchEvent(crash);
    expect(crash.defaultPrevented).toBe(false);
    expect(later).toHaveBeenCalledTimes(2);
    target.removeEventListener('unhandledrejection', later);
    target.removeEventListener('error', later);
  });

  it('stops filtering once removed', () => {
    installGlobalErrorFilter(target)();
    const event = rejection(new TypeError('Failed to fetch'));
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
