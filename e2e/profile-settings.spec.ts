import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DATA_MODEL_VERSION, collectionSchemas } from '../schemas/index';
import { logOut, newEmail, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt, debtRow } from './support/debts';
import { waitForControllingWorker } from './support/service-worker';

/** Records a payment from the debts screen, as a person would. */
async function recordPayment(page: Page, debtName: string, amount: string, date: string): Promise<void> {
  await page.getByRole('button', { name: `Record a payment for ${debtName}` }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill(amount);
  await form.getByLabel('Date').fill(date);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Everything the debts screen shows about the debts and, for each, its payment history (with `payments` rows). */
async function debtsScreen(page: Page, debts: readonly { name: string; payments: number }[]) {
  await page.goto('/debts');
  await expect(page.getByTestId('debt-row')).toHaveCount(debts.length);
  const rows = await page.getByTestId('debt-row').allInnerTexts();
  const totals = await page.getByTestId('debt-totals').innerText();
  const histories: string[] = [];
  for (const { name, payments } of debts) {
    await page.getByRole('button', { name: `Payments of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payments: ${name}` });
    // The history is a live query: wait until it shows every payment before reading it.
    if (payments === 0) await expect(dialog.getByText('No payments recorded yet.')).toBeVisible();
    else await expect(dialog.getByTestId('payment-row')).toHaveCount(payments);
    histories.push(await dialog.innerText());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return { rows, totals, histories };
}

/** Ticks or unticks a goal by its label, as a person clicks it (the checkbox input itself is hidden). */
async function clickGoal(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).click();
}

async function saveProfile(page: Page, profile: { name: string; phone: string; photo: string }) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Display name').fill(profile.name);
  await form.getByLabel('Phone number').fill(profile.phone);
  await form.getByLabel('Photo URL').fill(profile.photo);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Profile saved.')).toBeVisible();
}

test('the profile is edited with readable messages, kept after a reload, and the goals change the recommendation', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Store card', type: 'credit_card', balance: '600', interestRate: '29.9', minimumPayment: '30', highLimit: '1000' });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '9000', interestRate: '7.5', minimumPayment: '250' });

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Phone number').fill('call me');
  await form.getByLabel('Photo URL').fill('ftp://example.com/me.png');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Phone number must have 7 to 15 digits')).toBeVisible();
  await expect(form.getByText('Photo URL must be a web address starting with https:// or http://')).toBeVisible();

  await saveProfile(page, { name: 'Ada Lovelace', phone: '+44 20 7946 0958', photo: 'https://example.com/ada.png' });
  await page.reload();
  await expect(form.getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
  await expect(form.getByLabel('Photo URL')).toHaveValue('https://example.com/ada.png');
  // The account menu reads the same local record.
  await expect(page.getByRole('button', { name: 'My Account' })).toContainText('Ada Lovelace');

  // No goal: Avalanche. Quick wins: Snowball. Credit score first: one of the two credit strategies.
  await page.goto('/strategy');
  await expect(page.getByTestId('recommendation')).toContainText('Avalanche');
  await page.goto('/profile');
  await clickGoal(page, 'Quick wins to stay motivated');
  await expect(page.getByText('Added: Quick wins to stay motivated.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Quick wins to stay motivated' })).toBeChecked();
  await page.goto('/strategy');
  await expect(page.getByTestId('recommendation')).toContainText('Snowball');
  await page.goto('/profile');
  await clickGoal(page, 'Raise my credit score');
  await expect(page.getByText('Added: Raise my credit score.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Raise my credit score' })).toBeChecked();
  await page.goto('/strategy');
  await expect(page.getByTestId('recommendation')).toContainText(/Credit score|Score stacker/);
});

test('an export imported into a fresh account, offline, shows the same debts, payments and balances; CSV files download', async ({ page }) => {
  test.setTimeout(180_000);
  const names = ['Visa, "Gold"', 'Car loan', 'Dentist'] as const;
  const screen = [
    { name: names[0], payments: 2 },
    { name: names[1], payments: 0 },
    { name: names[2], payments: 1 },
  ];
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: names[0], type: 'credit_card', balance: '2400', interestRate: '22.9', minimumPayment: '60', highLimit: '5000', dueDay: '15' });
  await addDebt(page, { name: names[1], type: 'auto_loan', balance: '11800', interestRate: '6.9', minimumPayment: '310', dueDay: '3' });
  await addDebt(page, { name: names[2], type: 'medical', balance: '350', interestRate: '0', minimumPayment: '50' });
  await recordPayment(page, names[0], '400.25', '2026-01-05');
  await recordPayment(page, names[0], '100', '2026-01-20');
  await recordPayment(page, names[2], '350', '2026-01-09');
  await page.goto('/profile');
  await saveProfile(page, { name: 'Ada Lovelace', phone: '+1 555 123 4567', photo: 'https://example.com/ada.png' });
  await clickGoal(page, 'Pay the least interest');
  await expect(page.getByText('Added: Pay the least interest.')).toBeVisible();
  const before = await debtsScreen(page, screen);
  expect(before.totals).toContain('2 debts');
  await page.goto('/strategy');
  const recommendation = (await page.getByTestId('recommendation').textContent()) ?? '';

  await page.goto('/settings');
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Everything (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^paydown-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile((await json.path())!, 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ app: 'Paydown', schemaVersion: DATA_MODEL_VERSION });

  const [debtsCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Debts (CSV)' }).click()]);
  expect(debtsCsv.suggestedFilename()).toMatch(/^paydown-debts-.*\.csv$/);
  const debtsText = await readFile((await debtsCsv.path())!, 'utf8');
  expect(debtsText).toContain('"Visa, ""Gold"""');
  expect(debtsText.split('\r\n').filter(Boolean)).toHaveLength(4);
  const [paymentsCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Payments (CSV)' }).click()]);
  const paymentsText = await readFile((await paymentsCsv.path())!, 'utf8');
  expect(paymentsText).toContain('400.25,2026-01-05');
  await expect(page.getByText(/^Saved paydown-payments-.*\.csv: 3 payments\.$/)).toBeVisible();

  // A brand-new account imports the JSON export.
  await logOut(page);
  await signUp(page);
  await page.goto('/settings');
  await page.getByLabel('Files to import').setInputFiles({ name: 'not-a-backup.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('import-problems')).toContainText('not-a-backup.txt: Paydown imports the .json or .csv files it exports');
  // Offline: the worker that reads and plans the file away from the page comes from the precache.
  await waitForControllingWorker(page);
  await page.context().setOffline(true);
  const planner = page.waitForEvent('worker', (worker) => worker.url().includes('import-planner'));
  await page.getByLabel('Files to import').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await planner;
  await expect(page.getByTestId('import-preview')).toContainText('3 debts, 3 payments, your goals and your profile details will be imported.');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('3 debts, 3 payments, your goals and your profile details imported.');
  await page.context().setOffline(false);

  expect(await debtsScreen(page, screen)).toEqual(before);
  await page.goto('/strategy');
  await expect(page.getByTestId('recommendation')).toHaveText(recommendation);
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('checkbox', { name: 'Pay the least interest' })).toBeChecked();

  // The same file again: every document is recognised and nothing is added.
  await page.goto('/settings');
  await page.getByLabel('Files to import').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(page.getByTestId('import-preview')).toContainText('Nothing new to import: 6 duplicates skipped.');
  expect((await debtsScreen(page, screen)).rows).toEqual(before.rows);
});

test('deleting all data empties the app, after a reload and on another device of the same person', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = newEmail('delete');
  await signUp(page, email);
  await page.goto('/debts');
  await addDebt(page, { name: 'Old card', type: 'credit_card', balance: '1200', interestRate: '19.9', minimumPayment: '40' });
  await addDebt(page, { name: 'Old loan', type: 'personal_loan', balance: '3000', interestRate: '9.9', minimumPayment: '120' });
  await recordPayment(page, 'Old card', '200', '2026-01-05');
  await page.goto('/profile');
  await saveProfile(page, { name: 'Ada Lovelace', phone: '+1 555 123 4567', photo: 'https://example.com/ada.png' });

  // The same person on a second device sees the data arrive.
  const phone = await signInOnAnotherDevice(browser, email);
  const other = phone.context();
  await phone.goto('/debts');
  await expect(debtRow(phone, 'Old card')).toBeVisible();
  await expect(debtRow(phone, 'Old loan')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete all my data…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
  const confirm = dialog.getByRole('button', { name: 'Delete everything' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page.getByTestId('delete-outcome')).toHaveText(
    'Deleted 2 debts, 1 payment, your profile details. Removed from the server too; your other devices remove it the next time they sync.',
  );

  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await page.goto('/debts');
    await expect(page.getByText('No debts yet')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Display name')).toHaveValue('');
  }

  // The other device empties without a reload (the change streams in), and stays empty after one.
  await expect(phone.getByText('No debts yet')).toBeVisible({ timeout: 20_000 });
  await phone.reload();
  await expect(phone.getByText('No debts yet')).toBeVisible();
  await expect(phone.getByTestId('debt-row')).toHaveCount(0);
  await phone.goto('/profile');
  await expect(phone.getByRole('form', { name: 'Your details' }).getByLabel('Display name')).toHaveValue('');
  await other.close();
});

test('data a device edited offline while it was deleted and erased is erased on the server again when that device syncs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = newEmail('erase');
  await signUp(page, email);
  await page.goto('/debts');
  await addDebt(page, { name: 'Private card', type: 'credit_card', balance: '900', interestRate: '21', minimumPayment: '30' });

  const phone = await signInOnAnotherDevice(browser, email);
  const other = phone.context();
  await phone.goto('/debts');
  await expect(debtRow(phone, 'Private card')).toBeVisible();
  await expect(phone.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');
  // Offline, and reloaded so that no stream opened before stays connected (the service worker serves the app).
  await waitForControllingWorker(phone);
  await other.setOffline(true);
  await phone.reload();
  await expect(debtRow(phone, 'Private card')).toBeVisible();
  await expect(phone.getByTestId('sync-status')).toHaveAttribute('data-phase', 'offline');

  // The laptop deletes everything and the server erases it; the phone, offline, renames the card.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete all my data…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByTestId('delete-outcome')).toContainText('Removed from the server too');
  await phone.getByRole('button', { name: 'Edit Private card' }).click();
  const edit = phone.getByRole('form', { name: 'Edit Private card' });
  await edit.getByLabel('Name').fill('Private card, renamed offline');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(debtRow(phone, 'Private card, renamed offline')).toBeVisible();

  // Back online, the deletion wins on the phone, and what the server holds says nothing of the card.
  await other.setOffline(false);
  await expect(phone.getByText('No debts yet')).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced', { timeout: 20_000 });
  const stored = async () => {
    const answer = await page.request.get(`/api/sync/debts/${collectionSchemas.debts.version}/pull?seq=0&limit=100`);
    expect(answer.ok()).toBe(true);
    return JSON.stringify(await answer.json());
  };
  await expect.poll(stored, { timeout: 20_000 }).not.toContain('Private card');
  expect(await stored()).toContain('Erased');
  await phone.reload();
  await expect(phone.getByText('No debts yet')).toBeVisible();
  await other.close();
});

