import type { Page } from '@playwright/test';

/**
 * The moment screenshots are taken at, whatever the real date: a weekday at noon UTC, so that the
 * day is the same in every time zone the browser could be set to and dates on the screens (the
 * first month of a schedule, "debt-free by", a payment's day) never move.
 */
export const FIXED_NOW = new Date('2026-03-16T12:00:00Z');

/**
 * Starts the browser's clock at FIXED_NOW for every page of this page's context; call before the
 * first navigation. The clock then runs as usual rather than standing still: the app orders what
 * it keeps by when it was made (debts by creation time), so on a stopped clock three debts would
 * tie and come in a different order each run. A run stays within the day's first minutes, so only
 * a time of day shown to the minute can move (the sync status's "Synced 12:01 PM").
 */
export async function fixClock(page: Page): Promise<void> {
  await page.clock.install({ time: FIXED_NOW });
}

/** The browser's "now", as the app sees it (from FIXED_NOW after fixClock, the real time otherwise). */
export async function browserNow(page: Page): Promise<Date> {
  return new Date(await page.evaluate(() => Date.now()));
}
