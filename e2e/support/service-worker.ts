import type { Page } from '@playwright/test';

/** Waits until the page's service worker is active and controls the page (its precache is ready). */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}
