import { installGlobalErrorFilter } from '@/start-up/global-error-filter';
import { loadFirebaseSession } from '@/lib/firebase';
import { COPY_SAFETY_NET_MS } from './budgets';
import { revealLiveScreen } from './screen-snapshot';
import { wasSignedIn } from './signed-in-hint';
import { startUp } from './start-up';

/** The app's modules (router, providers, query cache, the login page), with what mounts them. */
export type AppModule = { mountApp: (container: HTMLElement) => void };

/**
 * The page's start, run once by main.tsx (the steps before and after it: start-up.ts).
 *
 * React and the app are evaluated in stages of their own rather than imported statically:
 * evaluating them all was one task of 150-200 ms on a 4x-throttled phone CPU, input waiting behind
 * it. index.html preloads their chunks (scripts/vite-boot-preload.ts, whose BOOT_MODULES in
 * vite.config.ts name these two imports), so splitting costs no round trip.
 */
export async function boot(container: HTMLElement, loadApp: () => Promise<AppModule>): Promise<void> {
  // Before the app renders: the noise of spec §8 is silenced, everything else surfaces as usual.
  installGlobalErrorFilter(window);
  // Firebase Auth's code is a chunk of its own. After a signed-in session, fetch it now, in
  // parallel with the app: restoring the session is on the way to the first screen with data
  // (AuthProvider waits for it and handles a failure). Signed out, the login page shows without it.
  if (wasSignedIn()) loadFirebaseSession().catch(() => undefined);
  setTimeout(revealLiveScreen, COPY_SAFETY_NET_MS);
  try {
    await startUp.stage(() => import('react-dom/client'));
    const { mountApp } = await startUp.stage(loadApp);
    await startUp.stage(() => mountApp(container));
  } catch (error) {
    // The app's code did not load (a deploy removed it, or offline without the cached app): show
    // what is behind the start-up copy rather than keep an inert copy up, and report it.
    revealLiveScreen();
    throw error;
  }
}
