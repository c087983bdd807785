import type { Page } from '@playwright/test';

/**
 * Waits until the page's service worker is active and controls the page (its precache is ready).
 * The check must be synchronous: waitForFunction takes a returned promise as a truthy answer and
 * stops at once, so an async check (getRegistration) never waited at all.
 */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const controller = navigator.serviceWorker.controller;
      return controller !== null && controller.state === 'activated';
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Waits until the page's origin has an active service worker (its precache is ready), whether or
 * not it controls this page yet: old builds (the upgrade e2e) did not claim the page that
 * installed them, so only their next load is controlled.
 */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
