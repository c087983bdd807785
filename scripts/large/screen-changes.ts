/**
 * Screen changes through the app's own navigation (the header's links; Settings from the account
 * menu): the time from the click until the screen shows its content (its heading, no "Loading…"
 * spinner left, and its data where it has a mark for it), and the long tasks until the page is
 * quiet again.
 */
import type { Page } from '@playwright/test';
import type { AccountSize } from '../bench-support/large-account';
import type { Figures } from './figures';
import { blockingBetween, pageNow, settled, whenTrue } from './page-probes';

interface Screen {
  name: string;
  /** A CSS selector present once the screen shows the account's data, if the screen has one. */
  dataMark?: string;
}

export const SCREENS: readonly Screen[] = [
  { name: 'Debts', dataMark: '[data-testid="debt-row"]' },
  { name: 'Strategy' },
  { name: 'Calendar' },
  { name: 'Progress' },
  { name: 'Settings' },
  { name: 'Dashboard', dataMark: '[data-testid="dashboard-total-debt"]' },
];

/** The in-page test that `screen` shows its content. */
export function screenShown(screen: Screen): string {
  return `() => {
    const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(screen.name)});
    return heading && !document.querySelector('[aria-label^="Loading"]') && ${screen.dataMark ? `!!document.querySelector(${JSON.stringify(screen.dataMark)})` : 'true'};
  }`;
}

/** Clicks the way to `name` (a header link, or the account menu for Settings). */
export async function goTo(page: Page, name: string): Promise<void> {
  if (name === 'Settings') {
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

/** Opens `screen` by its link and records how long it took and the longest task on the way. */
export async function measureScreen(page: Page, screen: Screen, size: AccountSize, figures: Figures, label = `screen: ${screen.name}`): Promise<void> {
  await settled(page);
  const started = await pageNow(page);
  await goTo(page, screen.name);
  const shown = await whenTrue(page, screenShown(screen));
  const quiet = await settled(page);
  const blocking = await blockingBetween(page, started, quiet);
  figures.set(size, `${label}: until shown`, 'ms', shown - started);
  figures.set(size, `${label}: longest task`, 'ms', blocking.longestTask);
}

export async function measureScreenChanges(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  for (const screen of SCREENS) await measureScreen(page, screen, size, figures);
}
