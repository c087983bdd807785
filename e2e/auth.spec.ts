import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, logOut, signIn, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { E2E_APP_URL } from './support/e2e-env';
import { collectionSchemas } from '../schemas/index';

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

test('signing out ends the session on the server; another device syncs on until "Sign out everywhere" ends every session', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  // The dashboard shows before the session cookie is set (the app works from local data): poll.
  await expect.poll(() => sessionStatus(page)).toBe(200);
  const phone = await signInOnAnotherDevice(browser, email);
  await expect.poll(() => sessionStatus(phone)).toBe(200);

  // A copy of this device's cookie, taken before signing out, is refused once it has signed out.
  const copied = (await page.context().cookies()).find((cookie) => cookie.name === 'paydown_session');
  expect(copied).toBeDefined();
  await logOut(page);
  expect(await sessionStatus(page)).toBe(401);
  const thief = await playwright.request.newContext({ baseURL: E2E_APP_URL, extraHTTPHeaders: { cookie: `paydown_session=${copied!.value}` } });
  expect((await thief.get('/api/session')).status()).toBe(401);
  expect((await thief.get(`/api/sync/debts/${collectionSchemas.debts.version}/pull?seq=0`)).status()).toBe(401);
  await thief.dispose();

  // The phone's session is its own: it keeps syncing with this device once it signs in again.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await phone.goto('/debts');
  await addDebt(phone, { name: 'Phone card', balance: '700', interestRate: '18', minimumPayment: '25' });
  await page.goto('/debts');
  await expect(page.getByTestId('debt-row').filter({ hasText: 'Phone card' })).toBeVisible();

  // "Sign out everywhere" on this device ends the phone's session too, and the phone says so.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-notice')).toHaveText('You have been signed out on all your devices. Sign in again to continue.');
  await expect.poll(() => sessionStatus(phone)).toBe(401);
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByTestId('login-notice')).toHaveText('You have been signed out on all your devices. Sign in again to continue.');
  await phone.context().close();
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

/** The status the server answers this page's session check with. */
function sessionStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/session', { credentials: 'include' })).status);
}
