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

/**
 * Waits until a service worker controls the page, reloading it once the worker is active if it
 * does not yet: old builds (the upgrade e2e) did not claim the page that installed them, so on a
 * slow machine the page loaded before their worker was active stays uncontrolled until a reload,
 * as it would for a person. A device that then goes offline needs that control to load its chunks.
 */
export async function waitForControlReloadingOnce(page: Page): Promise<void> {
  await waitForActiveWorker(page);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await waitForControllingWorker(page);
}
