// Chakra's reset and token variables come first: every static stylesheet of the app uses them.
import 'virtual:chakra.css';
import { wasSignedIn } from './app/signed-in-hint';
import { installGlobalErrorFilter } from './lib/errors/global-error-filter';
import { loadFirebaseSession } from './lib/firebase';
import { revealLiveScreen } from './lib/screen-snapshot/screen-snapshot';
import { yieldToMain } from './lib/yield-to-main';

// Before the app renders: the noise of spec §8 is silenced, everything else surfaces as usual.
installGlobalErrorFilter(window);

// Firebase Auth's code is a chunk of its own. After a signed-in session, fetch it now, in parallel
// with the first render: restoring the session is on the way to the first screen with data
// (AuthProvider waits for it; a failure there is handled there). Signed out, the login page shows
// without it and AuthProvider fetches it once the page is idle.
if (wasSignedIn()) loadFirebaseSession().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The start-up copy of the last-seen screen (index.html, lib/screen-snapshot) gives way when the
// live screen has its data; should that never come (a screen failing to load), the live app shows
// anyway after this long, with its own loading or error state.
setTimeout(revealLiveScreen, 8000);

/**
 * The app's code runs in three tasks rather than one: React, then the app's modules (router,
 * providers, query cache, the login page), then the first render. Imported statically, evaluating
 * them all was one task of 150-200 ms on a 4x-throttled phone CPU (Lighthouse's TBT), input waiting
 * behind it. index.html preloads their chunks (scripts/vite-boot-preload.ts), so splitting costs no
 * round trip.
 */
async function start(root: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  const { mountApp } = await import('./app/mount-app');
  await yieldToMain();
  mountApp(root);
}

start(container).catch((error: unknown) => {
  // The app's code did not load (a deploy removed it, or offline without the cached app): show
  // what is behind the start-up copy rather than keep an inert copy up, and report it.
  revealLiveScreen();
  throw error;
});
