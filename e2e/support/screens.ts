import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../client/src/lib/theme/theme-preference';
import { debtRow } from './debts';
import { SAMPLE_DEBTS } from './sample-data';

/**
 * Every signed-in screen, by path, with the heading it shows (db-schema's title is its own). A
 * screen with a `debt` is that sample debt's own page (/debts/$debtId): its id is made when the
 * debt is added, so the page is found from the Debts list (screenUrl), and it exists only once
 * the sample data is in.
 */
export const SCREENS = [
  { name: 'dashboard', path: '/dashboard', heading: 'Dashboard' },
  { name: 'debts', path: '/debts', heading: 'Debts' },
  { name: 'debt', path: '/debts', debt: SAMPLE_DEBTS[1], heading: SAMPLE_DEBTS[1] },
  { name: 'strategy', path: '/strategy', heading: 'Strategy' },
  { name: 'print-plan', path: '/strategy/print', heading: 'Your debt payoff plan', frameless: true },
  { name: 'calendar', path: '/calendar', heading: 'Calendar' },
  { name: 'progress', path: '/progress', heading: 'Progress' },
  { name: 'profile', path: '/profile', heading: 'Profile' },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  { name: 'subscription', path: '/subscription', heading: 'Subscription' },
  { name: 'db-schema', path: '/db-schema', heading: null },
  { name: 'not-found', path: '/no-such-page', heading: 'Page not found' },
] as const;

export type Screen = (typeof SCREENS)[number];

/** Whether a screen exists in a brand-new account (a debt's page does not). */
export const withoutData = (screen: Screen): boolean => !('debt' in screen);

/** The address of a screen: its path, or, for a debt's page, the link to it on the Debts list. */
export async function screenUrl(page: Page, screen: Screen): Promise<string> {
  if (!('debt' in screen)) return screen.path;
  await page.goto(screen.path);
  const href = await debtRow(page, screen.debt).getByRole('link', { name: screen.debt }).getAttribute('href');
  expect(href).toMatch(/^\/debts\/[^/]+$/);
  return href!;
}

/** The widths and themes every screen is looked at in. */
export const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Chooses a theme as the Theme menu does (the choice is kept in localStorage, read before the app
 * draws anything), and makes the system agree, so that nothing on the page follows the other one.
 * Takes effect at the next navigation.
 */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
}

/** Waits until the page is drawn in the chosen theme. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/**
 * Waits until a screen has its heading, its data and its lazily loaded charts; with `network`,
 * also until the network is idle (what a picture waits for: images such as the avatar).
 */
export async function settle(page: Page, heading: string | null, { network = true } = {}): Promise<void> {
  if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0, { timeout: 15_000 });
  if (network) await page.waitForLoadState('networkidle').catch(() => undefined);
}
