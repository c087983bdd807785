import { expect, test } from '@playwright/test';
import { logOut, signUp } from './support/accounts';
import { addDebt } from './support/debts';

const SNAPSHOT_KEY = 'paydown:screen-snapshot';

// The service worker would answer the script requests below without the page's routes seeing them.
test.use({ serviceWorkers: 'block' });

test('a signed-in reload paints the last-seen dashboard at once; the live one takes its place, and signing out forgets it', async ({ page }) => {
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Visa card', balance: '2500', interestRate: '22.9', minimumPayment: '75' });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-total-debt')).toHaveText('$2,500.00');
  // Saved once the browser is idle.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('$2,500.00') ?? false, SNAPSHOT_KEY)).toBe(true);

  // Hold the app's JavaScript back: what shows is index.html's copy alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const copy = page.locator('#screen-snapshot');
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Total debt');
  await expect(copy).toContainText('$2,500.00');
  const still = copy.locator('[inert]');
  await expect(still).toHaveAttribute('aria-hidden', 'true');
  await expect(still).toContainText('$2,500.00');
  // Nothing in it is offered to assistive technology or tests by role, but "Loading..."; the live app is hidden.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await expect(page.locator('#root')).toBeHidden();

  release();
  await expect(page.getByTestId('dashboard-total-debt')).toHaveText('$2,500.00');
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Another screen never shows the dashboard's copy.
  await page.goto('/debts');
  await expect(page.getByTestId('debt-row').filter({ hasText: 'Visa card' })).toBeVisible();
  await expect(copy).toHaveCount(0);

  await logOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(copy).toHaveCount(0);
});
