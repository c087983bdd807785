import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';

test('a signed-out visit to /debts ends on /login', async ({ page }) => {
  await page.goto('/debts');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-out visit to an unknown path shows the login page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login/);
});

test('after signing in from a deep link the user returns to it', async ({ page }) => {
  await signUp(page);
  await page.goto('/strategy');
  await expect(page.getByRole('heading', { name: 'Strategy', level: 1 })).toBeVisible();
});

test('signed in, /login goes to the dashboard and /no-such-page shows the not-found page', async ({ page }) => {
  await signUp(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Paydown')).toBeVisible();
});

test('every signed-in route shows its screen', async ({ page }) => {
  await signUp(page);
  const screens: Array<[string, string]> = [
    ['/', 'Dashboard'],
    ['/debts', 'Debts'],
    ['/strategy', 'Strategy'],
    ['/calendar', 'Calendar'],
    ['/progress', 'Progress'],
    ['/profile', 'Profile'],
    ['/subscription', 'Subscription'],
    ['/settings', 'Settings'],
    ['/db-schema', 'Database schema'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
});

test('desktop shows the header navigation, not the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  const desktop = page.getByTestId('desktop-nav');
  await expect(desktop).toBeVisible();
  await expect(desktop.getByRole('link')).toHaveText(['Dashboard', 'Debts', 'Strategy', 'Calendar', 'Progress']);
  await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
  await desktop.getByRole('link', { name: 'Debts' }).click();
  await expect(page).toHaveURL(/\/debts$/);
});

test('a phone shows the bottom bar with Profile, not the header navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const bar = page.getByTestId('mobile-bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Debts', 'Strategy', 'Calendar', 'Progress', 'Profile']);
  await expect(page.getByTestId('desktop-nav')).toBeHidden();
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});
