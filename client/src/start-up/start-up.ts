import { nextTask } from '@/lib/next-task';
import { AFTER_FIRST_SCREEN_MS, IDLE_STAND_IN_MS } from './budgets';

/**
 * How Paydown starts, and the only tools start-up work is scheduled with.
 *
 * Why: a phone spends seconds in JavaScript before a signed-in start shows a figure, and a long
 * task keeps input waiting (Lighthouse's Total Blocking Time, on a 4x slower CPU). So the start is
 * cut into short tasks, and what is not on the way to the first screen waits until after it. Code
 * that starts something uses `startUp` (and renderInSlices, render-in-slices.ts) rather than
 * timers, idle callbacks or yields of its own; every budget is in budgets.ts. This module imports
 * no React: the page's entry runs it before React's code has been evaluated (boot.ts; the build
 * fails if the entry imports React, scripts/vite-boot-preload.ts).
 *
 * A start, in order (docs/architecture.md, "Start-up"):
 * 1. index.html applies the theme; after a signed-in session it paints the start-up copy of the
 *    last-seen dashboard (paint-screen-snapshot.js, screen-snapshot.ts).
 * 2. boot.ts, run by main.tsx: Firebase Auth's code is fetched at once after a signed-in session;
 *    React and then the app are evaluated, each a stage; the first render is in slices.
 * 3. The login page shows at once when nobody was signed in; Firebase follows after the first
 *    screen (lib/auth/auth-provider.tsx). Otherwise the signed-in space's code and the screen's
 *    are fetched while Firebase restores the session (app/user-space.tsx).
 * 4. The signed-in space opens the database, a collection per stage (data/rx-database.ts), and
 *    renders it in slices (data/database-provider.tsx); the frame and the dashboard render behind
 *    the copy (use-rendered-behind-copy.ts), each live query subscribing in a stage of its own
 *    (data/use-live-query.ts), the money formatter made in one (features/dashboard/use-money-format-ready.ts).
 * 5. The dashboard has its data: the copy gives way in the same frame (use-screen-snapshot.ts).
 * 6. After the first screen: sync starts, a replication per stage (data/sync/sync-provider.tsx,
 *    start-sync.ts); the sign-in is recorded (app/after-sign-in.ts); the dashboard is saved as the
 *    next start's copy.
 */
export const startUp = {
  /**
   * Runs `work` in a task of its own: the browser first runs what is waiting (a paint, input),
   * then `work`. A long start-up job split into stages at its seams is a series of short tasks.
   * scheduler.yield() where the browser has it (the stage runs ahead of other queued tasks), a
   * zero-delay timeout elsewhere.
   */
  async stage<T>(work: () => T | Promise<T>): Promise<T> {
    await nextTask();
    return work();
  },

  /**
   * Resolves when the browser is idle, or after AFTER_FIRST_SCREEN_MS at the latest: for work
   * that must not delay the first screen. Where there is no idle callback (Safari), after
   * IDLE_STAND_IN_MS.
   */
  afterFirstScreen(): Promise<void> {
    return new Promise((resolve) => {
      if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout: AFTER_FIRST_SCREEN_MS });
      else setTimeout(resolve, IDLE_STAND_IN_MS);
    });
  },
};
