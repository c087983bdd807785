import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATABASE_NAME } from '../schemas/database-name';
import { rowsMentioning } from '../server/test/rows-mentioning';
import { PASSWORD, logOut, newEmail, signIn, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { E2E_AUTH_EMULATOR_PORT, E2E_ENV } from './support/e2e-env';

const EMULATOR = `http://127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`;
const PROJECT = 'demo-paydown';
const NEW_PASSWORD = 'a-new-e2e-password';
const RESET_SENT = 'If an account uses this email, we have sent it a link to choose a new password. Check your inbox (and spam folder).';
const ACCOUNT_CLOSED = 'Your account has been closed and its data deleted, from this device too.';

/** The newest password reset code the emulator "emailed" to `email` (its out-of-band codes). */
async function resetCodeFor(email: string): Promise<string | undefined> {
  const answer = (await (await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`)).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  return answer.oobCodes.findLast((code) => code.email === email && code.requestType === 'PASSWORD_RESET')?.oobCode;
}

/** The emulator's record of an account (its admin API, on its own port), or null when there is none. */
async function identityOf(uid: string): Promise<unknown> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  return ((await response.json()) as { users?: unknown[] }).users?.[0] ?? null;
}

/** The signed-in person's uid, once the server session is open. */
async function sessionUid(page: Page): Promise<string> {
  let uid = '';
  await expect
    .poll(async () => {
      uid = await page.evaluate(async () => (await fetch('/api/session')).json().then((body: { uid?: string }) => body.uid ?? '', () => ''));
      return uid;
    })
    .not.toBe('');
  return uid;
}

/** The names of the app's local databases in a browser (RxDB keeps each in IndexedDB databases named after it). */
const localDatabases = (page: Page) =>
  page.evaluate(async (name) => (await indexedDB.databases()).map((db) => db.name ?? '').filter((db) => db.includes(name)), DATABASE_NAME);

/** The rows of the e2e server's store (its SQLite file) that mention `text`. */
const serverRowsMentioning = (text: string) => rowsMentioning({ kind: 'sqlite', file: resolve(E2E_ENV.DATA_DIR ?? '', 'paydown.sqlite') }, text);

async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('forgot password: the emailed code opens the reset page, the new password signs in, the old one and the used link no longer work', async ({ page }) => {
  const email = await signUp(page);
  await logOut(page);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  // An email without an account gets the same answer.
  await page.getByLabel('Email').fill(newEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText(RESET_SENT);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText(RESET_SENT);

  let code: string | undefined;
  await expect.poll(async () => (code = await resetCodeFor(email))).toBeDefined();
  const link = `/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(code!)}`;
  await page.goto(link);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-done')).toHaveText('Your password has been changed. Sign in with your new password.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
  await signInAs(page, email, NEW_PASSWORD);

  // The link works once.
  await logOut(page);
  await page.goto(link);
  await expect(page.getByTestId('reset-error')).toHaveText('This reset link has already been used or is not valid. Ask for a new one from the sign-in page.');
});

test('change the password in Settings, then close the account: nothing of it stays on the server, in the identity provider or on either device', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = await signUp(page);
  const uid = await sessionUid(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Closing card', balance: '900', interestRate: '21', minimumPayment: '30' });

  // Change the password; the new one signs in, the old one no longer.
  await page.goto('/settings');
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('That is not your current password.')).toBeVisible();
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-outcome')).toHaveText('Your password has been changed.');
  await logOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
  await signInAs(page, email, NEW_PASSWORD);

  // A second device, with the account's data on it.
  const phone = await (await browser.newContext()).newPage();
  await signInAs(phone, email, NEW_PASSWORD);
  await phone.goto('/debts');
  // Its first pull after sign-in brings the debt (the first device's sign-out waited until it was synced).
  await expect(phone.getByTestId('debt-row').filter({ hasText: 'Closing card' })).toBeVisible({ timeout: 30_000 });
  expect(await localDatabases(phone)).not.toEqual([]);
  expect(await serverRowsMentioning(uid)).not.toEqual([]);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Close account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Close account for good' }).click();
  await expect(dialog.getByTestId('close-account-error')).toHaveText('That is not your current password.');
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Close account for good' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-notice')).toHaveText(ACCOUNT_CLOSED);

  expect(await serverRowsMentioning(uid)).toEqual([]);
  expect(await identityOf(uid)).toBeNull();
  await expect.poll(() => localDatabases(page)).toEqual([]);
  // The other device: signed out at its next contact with the server, its copy removed.
  await expect(phone).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect(phone.getByTestId('login-notice')).toHaveText(ACCOUNT_CLOSED);
  await expect.poll(() => localDatabases(phone)).toEqual([]);
  expect(await serverRowsMentioning(uid)).toEqual([]);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Wrong email or password.');
  await phone.context().close();
});
