import type { Page } from '@playwright/test';

/**
 * Replaces the page's print dialog (which would block a headless browser) with a counter, and
 * returns a function that reads how many times the page asked to print. Lasts until the next load.
 */
export async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => void (counter.printed += 1);
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}
