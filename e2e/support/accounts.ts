import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'paydown-e2e-password';

export const newEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs up through the login page, as a new user would, and waits for the dashboard. */
export async function signUp(page: Page, email = newEmail(), password = PASSWORD): Promise<string> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs out through the account menu once everything has reached the server, as the header's
 * "Synced" says: right after a sign-up the new user's record may still be on its way, and signing
 * out then (rightly) asks what to do with unsynced changes, which is not what these tests are about.
 */
export async function logOut(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced', { timeout: 20_000 });
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** A second "device": a separate browser context (own IndexedDB, own cookies) signed in as the same person. */
export async function signInOnAnotherDevice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}
