/**
 * Spec §8: unhandled errors and rejections that mention a websocket, the service worker, a
 * navigation preload response or the query client are swallowed silently; rejections of a fetch
 * that failed (offline, server unreachable) are suppressed. Both are noise for a person using an
 * offline-first app: the dev server's websocket, a worker being replaced, a preload the browser
 * cancelled, a sync attempt while offline. Anything else is left to surface as usual.
 */

/** "web socket", "WebSocket", "ServiceWorker", "preloadResponse", "QueryClient"… */
const SWALLOWED = [/web ?socket/i, /service ?worker/i, /preload ?response/i, /query ?client/i];

/** What browsers say when fetch() itself fails: Chromium, Firefox, Safari (the last only as a TypeError). */
const FAILED_FETCH = [/failed to fetch/i, /networkerror when attempting to fetch resource/i];
const SAFARI_FAILED_FETCH = /^load failed$/i;

export type GlobalErrorVerdict = 'swallow' | 'surface';

/** Everything an error says about itself: its name, message and, for other values, their text. */
export function describeError(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null && 'message' in value) return String(value.message);
  return String(value);
}

function isFailedFetch(value: unknown): boolean {
  const text = describeError(value);
  if (FAILED_FETCH.some((pattern) => pattern.test(text))) return true;
  return value instanceof TypeError && SAFARI_FAILED_FETCH.test(value.message.trim());
}

/** An uncaught error (the `error` event): its message and the error object, when there is one. */
export function judgeUncaughtError(message: string, error: unknown): GlobalErrorVerdict {
  const text = `${message} ${error === undefined || error === null ? '' : describeError(error)}`;
  return SWALLOWED.some((pattern) => pattern.test(text)) ? 'swallow' : 'surface';
}

/** An unhandled promise rejection (the `unhandledrejection` event). */
export function judgeUnhandledRejection(reason: unknown): GlobalErrorVerdict {
  if (isFailedFetch(reason)) return 'swallow';
  return SWALLOWED.some((pattern) => pattern.test(describeError(reason))) ? 'swallow' : 'surface';
}

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Listens for uncaught errors and unhandled rejections on `target` (the window) and silences the
 * ones the rules above swallow; the rest go on to the browser's console and any other listener.
 * Register it first, before anything else listens. Returns the function that removes it.
 */
export function installGlobalErrorFilter(target: ErrorTarget): () => void {
  const silence = (event: Event) => {
    event.preventDefault(); // no "Uncaught (in promise)" line in the console
    event.stopImmediatePropagation(); // nor any later listener
  };
  const onError = (event: ErrorEvent) => {
    if (judgeUncaughtError(event.message ?? '', event.error) === 'swallow') silence(event);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (judgeUnhandledRejection(event.reason) === 'swallow') silence(event);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
