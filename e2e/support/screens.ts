import { expect, type Page } from '@playwright/test';

/** Every signed-in screen, by path, with the heading it shows (db-schema's title is its own). */
export const SCREENS = [
  { name: 'dashboard', path: '/dashboard', heading: 'Dashboard' },
  { name: 'debts', path: '/debts', heading: 'Debts' },
  { name: 'strategy', path: '/strategy', heading: 'Strategy' },
  { name: 'progress', path: '/progress', heading: 'Progress' },
  { name: 'profile', path: '/profile', heading: 'Profile' },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  { name: 'subscription', path: '/subscription', heading: 'Subscription' },
  { name: 'db-schema', path: '/db-schema', heading: null },
  { name: 'not-found', path: '/no-such-page', heading: 'Page not found' },
] as const;

export type Screen = (typeof SCREENS)[number];

/** The widths and themes every screen is looked at in. */
export const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;
export const THEMES = ['light', 'dark'] as const;

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
