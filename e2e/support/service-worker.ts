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
