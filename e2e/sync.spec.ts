import { expect, test, type Page } from '@playwright/test';
import { newEmail, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt, recordPayment } from './support/debts';

test('a debt added on one device appears on the other, and never for another user', async ({ browser, page }) => {
  const email = await signUp(page, newEmail('sync'));
  const phone = await signInOnAnotherDevice(browser, email);
  await page.goto('/debts');
  await phone.goto('/debts');
  await expect(phone.getByText('No debts yet')).toBeVisible();

  await addDebt(page, { name: 'Synced card', balance: '1800', interestRate: '19.99', minimumPayment: '45' });
  await expect(phone.getByTestId('debt-row').filter({ hasText: 'Synced card' })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const strangerEmail = await signUp(strangerPage, newEmail('stranger'));
  await strangerPage.goto('/debts');
  await expect(strangerPage.getByText('No debts yet')).toBeVisible();
  // A marker the stranger adds on a second device reaches this one through the server after the
  // first person's debt was stored there: once it shows, that debt had its chance to arrive too.
  const strangerPhone = await signInOnAnotherDevice(browser, strangerEmail);
  await strangerPhone.goto('/debts');
  await addDebt(strangerPhone, { name: 'Stranger marker', balance: '10', interestRate: '1', minimumPayment: '5' });
  await expect(strangerPage.getByTestId('debt-row').filter({ hasText: 'Stranger marker' })).toBeVisible();
  await expect(strangerPage.getByTestId('debt-row')).toHaveCount(1);
  await strangerPhone.context().close();
  await stranger.close();
  await phone.context().close();
});

test('signing out and in as someone else on the same browser shows only their data', async ({ page }) => {
  await signUp(page, newEmail('first'));
  await page.goto('/debts');
  await addDebt(page, { name: 'First person loan', balance: '900', interestRate: '5', minimumPayment: '30' });
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signUp(page, newEmail('second'));
  await page.goto('/debts');
  await expect(page.getByText('No debts yet')).toBeVisible();
  await expect(page.getByText('First person loan')).toHaveCount(0);
});

test('two devices edit while offline; back online both show the rename and every payment; a deletion and its undo reach both', async ({ browser, page }) => {
  const email = await signUp(page, newEmail('offline'));
  await page.goto('/debts');
  await addDebt(page, { name: 'Shared loan', balance: '1000', interestRate: '7', minimumPayment: '50' });
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced');

  const laptop = page;
  const phone = await signInOnAnotherDevice(browser, email);
  await phone.goto('/debts');
  await expect(phone.getByTestId('debt-row').filter({ hasText: 'Shared loan' })).toBeVisible();

  await laptop.context().setOffline(true);
  await phone.context().setOffline(true);
  await expect(laptop.getByTestId('sync-status')).toHaveAttribute('data-phase', 'offline');

  // Laptop: rename and pay 100. Phone: pay 250.
  await laptop.getByRole('button', { name: 'Edit Shared loan' }).click();
  const edit = laptop.getByRole('form', { name: 'Edit Shared loan' });
  await edit.getByLabel('Name').fill('Shared loan (renamed)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await recordPayment(laptop, 'Shared loan (renamed)', '100');
  await recordPayment(phone, 'Shared loan', '250');
  await expect(phone.getByTestId('debt-row').filter({ hasText: 'Shared loan' }).getByTestId('debt-balance')).toHaveText('$750.00');

  await laptop.context().setOffline(false);
  await phone.context().setOffline(false);
  for (const screen of [laptop, phone]) {
    const row = screen.getByTestId('debt-row').filter({ hasText: 'Shared loan (renamed)' });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByTestId('debt-balance')).toHaveText('$650.00', { timeout: 20_000 });
  }

  // Deleted on the laptop (asked first), it goes from the phone; Undo brings it back there too,
  // with its balance and both payments.
  const renamed = (screen: Page) => screen.getByTestId('debt-row').filter({ hasText: 'Shared loan (renamed)' });
  await renamed(laptop).getByRole('button', { name: 'More actions for Shared loan (renamed)' }).click();
  await laptop.getByRole('menuitem', { name: 'Delete…' }).click();
  await laptop.getByRole('alertdialog', { name: 'Delete Shared loan (renamed)?' }).getByRole('button', { name: 'Delete debt' }).click();
  await expect(renamed(phone)).toHaveCount(0);
  await laptop.getByTestId('undo-notice').getByRole('button', { name: 'Undo' }).click();
  await expect(laptop.getByTestId('undo-notice')).toHaveCount(0);
  for (const screen of [laptop, phone]) {
    await expect(renamed(screen).getByTestId('debt-balance')).toHaveText('$650.00');
    await renamed(screen).getByRole('button', { name: 'Payments of Shared loan (renamed)' }).click();
    await expect(screen.getByRole('dialog', { name: 'Payments: Shared loan (renamed)' }).getByTestId('payment-row')).toHaveCount(2);
    await screen.keyboard.press('Escape');
  }
  await phone.context().close();
});
