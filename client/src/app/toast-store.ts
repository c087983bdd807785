import { createToaster } from '@chakra-ui/react';
import { markToastsWanted } from './toast-demand';

/**
 * The app's toasts. Only the store lives here, so the code that raises a toast (the update flow)
 * does not bring Chakra's components onto the first screen; they render in toaster.tsx.
 *
 * One toast at a time (spec §9): `max: 1` shows one and queues the next until it is gone, so no
 * message is lost. The spec's "removal delay 1,000,000 ms" is how its old toast hook kept dismissed
 * toasts in memory; here `removeDelay` is the exit animation, and a long one would hold every
 * queued toast back for minutes, so Chakra's default is kept.
 */
// The bottom offset clears the phone's bottom navigation bar, so a toast never hides it.
export const toaster = createToaster({
  placement: 'bottom',
  max: 1,
  pauseOnPageIdle: true,
  offsets: { left: '1rem', right: '1rem', top: '1rem', bottom: 'calc(5rem + env(safe-area-inset-bottom))' },
});

// The Toaster mounts from now on (toast-demand.ts).
markToastsWanted();
