import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logOut, signIn, signUp } from './support/accounts';

test('a new user signs up, stays signed in across a reload, logs out and signs in again', async ({ page }) => {
  const email = await signUp(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the server session follows the sign-in', async ({ page }) => {
  await signUp(page);
  // The dashboard shows before the session cookie is set (the app works from local data): poll.
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/session', { credentials: 'include' })).status)).toBe(200);
  await logOut(page);
  const after = await page.evaluate(async () => (await fetch('/api/session', { credentials: 'include' })).status);
  expect(after).toBe(401);
});

test('sign-in errors are shown in plain words', async ({ page }) => {
  const email = await signUp(page);
  await logOut(page);

  await signIn(page, email, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');

  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('An account with this email already exists. Sign in instead.');
});

test('sign-up form checks the fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('That email address is not valid.')).toBeVisible();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

for (const provider of ['Google', 'Apple'] as const) {
  test(`${provider} sign-in through the emulator signs in and returns to the same account`, async ({ page }) => {
    const email = `${provider.toLowerCase()}-${Date.now()}@example.com`;
    await page.goto('/login');
    await page.getByLabel('Google or Apple account (local test sign-in)').fill(email);
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const firstUid = await sessionUid(page);
    expect(firstUid).toBeTruthy();

    await logOut(page);
    await page.getByLabel('Google or Apple account (local test sign-in)').fill(email);
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => sessionUid(page)).toBe(firstUid);
  });
}

/** The uid of the server session, once the app has opened one (it does so after showing the dashboard). */
async function sessionUid(page: Page): Promise<string | null> {
  let uid: string | null = null;
  await expect
    .poll(async () => {
      uid = await page.evaluate(async () => {
        const response = await fetch('/api/session');
        return response.ok ? ((await response.json()) as { uid: string }).uid : null;
      });
      return uid;
    })
    .not.toBeNull();
  return uid;
}
