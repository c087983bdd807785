/**
 * Every budget of a start, named and explained here once (docs/architecture.md, "Start-up").
 *
 * Timings that are not about starting stay with what they time, named there: sync's retries
 * (data/sync/replications.ts, connection.ts, pull-stream.ts), "Syncing…" (data/sync/sync-status.ts),
 * a busy button (lib/ui/use-busy-after.ts), the strategy's autosave
 * (features/strategy/use-strategy-draft.ts), the update checks (app/pwa/update-flow.ts).
 */

/**
 * The longest the start-up copy of the last-seen screen stays up. It gives way as soon as the live
 * screen has its data, or the app shows another screen; should neither happen (the screen's code
 * failing to load, a database that never answers), the live app shows anyway after this long, with
 * its own loading or error state, rather than a picture nobody can use. A signed-in start on
 * Lighthouse's mobile profile (4x slower CPU, slow 4G, nothing cached) is interactive after 2 to
 * 5 s (npm run bench:lighthouse); 8 s leaves room for a slower phone.
 */
export const COPY_SAFETY_NET_MS = 8_000;

/**
 * Work that is not on the way to the first screen (sync's start, the sign-in bookkeeping, Firebase
 * on the login page, saving the start-up copy) waits until the browser is idle, and at most this
 * long: a page that never goes idle (a phone busy with a long list) still gets it done. On
 * Lighthouse's mobile profile a first screen is done 1 to 2 s after the app mounts, so the
 * deadline seldom cuts into it, and sync is never more than this late.
 */
export const AFTER_FIRST_SCREEN_MS = 2_000;

/**
 * Where the browser has no idle callback (Safari), work after the first screen waits this long
 * instead: a start's last render has then been painted on a phone, and sync is not held back long.
 */
export const IDLE_STAND_IN_MS = 200;

/** A larger start-up copy is not saved: localStorage holds about 5 MB, shared with Firebase and the app's hints. */
export const COPY_MAX_CHARS = 200_000;
