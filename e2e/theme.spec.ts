import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';

test('the theme follows the system by default', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('the chosen theme persists across a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUp(page);
  await expect(page.locator('html')).toHaveClass(/light/);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The class must be right before any app code runs: check it at DOMContentLoaded.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeAtLoad: string }).themeAtLoad = document.documentElement.className;
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toContain('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});
