import { expect, test, type Page } from '@playwright/test';
import { newEmail, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt, debtRow, recordPayment } from './support/debts';

/** A date `days` from today on this machine, as the browser's date field takes it ('YYYY-MM-DD'). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Opens "Update from statement" from the debt's row menu and compares a statement of `balance` on `date`. */
async function compareStatement(page: Page, name: string, balance: string, date = dayFromToday(0)) {
  await debtRow(page, name).getByRole('button', { name: `More actions for ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Update from statement…' }).click();
  const dialog = page.getByRole('dialog', { name: `Update from statement: ${name}` });
  await dialog.getByLabel('Statement date').fill(date);
  await dialog.getByLabel('Statement balance ($)').fill(balance);
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

test('a statement update records interest and fees charged: the balance rises, the history lists it apart from payments, Progress splits principal from interest, and another device sees it', async ({ browser, page }) => {
  const email = await signUp(page, newEmail('statement'));
  await page.goto('/debts');
  await addDebt(page, { name: 'Statement card', balance: '1000', interestRate: '20', minimumPayment: '40' });
  await recordPayment(page, 'Statement card', '100');
  await expect(debtRow(page, 'Statement card').getByTestId('debt-balance')).toHaveText('$900.00');

  // A statement in the future is refused with a plain message; nothing is recorded.
  let dialog = await compareStatement(page, 'Statement card', '950', dayFromToday(1));
  await expect(dialog.getByText('The statement date can’t be in the future.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Lower than the records: no charge; the flow offers the missed payment, prefilled.
  dialog = await compareStatement(page, 'Statement card', '880');
  await expect(dialog.getByTestId('statement-outcome')).toContainText('Your statement is $20.00 lower than Paydown’s balance.');
  await dialog.getByRole('button', { name: 'Record a missed payment of $20.00' }).click();
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await expect(payment.getByLabel('Amount ($)')).toHaveValue('20');
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await expect(payment).toBeHidden();

  // The same as the records: nothing to record.
  dialog = await compareStatement(page, 'Statement card', '900');
  await expect(dialog.getByText('Your balance matches.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Higher, from the debt's own page: $23.41 charged, of which $3.41 fees.
  await debtRow(page, 'Statement card').getByRole('link', { name: 'Statement card' }).click();
  await page.getByRole('link', { name: 'Update from statement' }).click();
  dialog = page.getByRole('dialog', { name: 'Update from statement: Statement card' });
  await dialog.getByLabel('Statement balance ($)').fill('923.41');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('statement-outcome')).toContainText('$23.41 of interest and fees were charged since you started tracking Statement card.');
  await dialog.getByLabel('Of that, fees ($)').fill('3.41');
  await expect(dialog.getByTestId('statement-split')).toHaveText('Interest $20.00 · fees $3.41');
  await dialog.getByRole('button', { name: 'Record $23.41 charged' }).click();
  await expect(dialog).toBeHidden();
  await expect(debtRow(page, 'Statement card').getByTestId('debt-balance')).toHaveText('$923.41');

  // The history: the charge is its own row, not a payment, and not in the payments' total.
  await debtRow(page, 'Statement card').getByRole('button', { name: 'Payments of Statement card' }).click();
  const history = page.getByRole('dialog', { name: 'Payments: Statement card' });
  await expect(history.getByTestId('payment-row')).toHaveCount(1);
  await expect(history.getByTestId('charge-row')).toContainText('Interest and fees charged +$23.41');
  await expect(history.getByTestId('charge-row')).toContainText('interest $20.00 · fees $3.41');
  await expect(history.getByTestId('payment-total')).toHaveText('1 payment · $100.00 in all · $23.41 of interest and fees charged');
  await page.keyboard.press('Escape');

  // Progress: of the $100 paid, $23.41 covered the charges and $76.59 reduced what is owed.
  const expectProgress = async (screen: Page) => {
    await screen.goto('/progress');
    await expect(screen.getByTestId('progress-charged')).toHaveText('$23.41');
    await expect(screen.getByTestId('progress-principal-paid')).toHaveText('$76.59');
    await expect(screen.getByTestId('progress-paid-to-charges')).toHaveText('$23.41');
    await expect(screen.getByTestId('progress-paid')).toHaveText('$76.59 of $1,000.00');
  };
  await expectProgress(page);

  // Another device of the same person: the charge arrives with the same balance, history and Progress.
  const phone = await signInOnAnotherDevice(browser, email);
  await phone.goto('/debts');
  await expect(debtRow(phone, 'Statement card').getByTestId('debt-balance')).toHaveText('$923.41', { timeout: 20_000 });
  await debtRow(phone, 'Statement card').getByRole('button', { name: 'Payments of Statement card' }).click();
  await expect(phone.getByRole('dialog', { name: 'Payments: Statement card' }).getByTestId('charge-row')).toContainText('+$23.41');
  await phone.keyboard.press('Escape');
  await expectProgress(phone);

  // Deleted on the phone (asked first), the charge goes everywhere: the balance is back to $900.00.
  await phone.goto('/debts');
  await debtRow(phone, 'Statement card').getByRole('button', { name: 'Payments of Statement card' }).click();
  await phone.getByRole('button', { name: /^Delete interest and fees charge of \$23\.41/ }).click();
  await phone.getByRole('alertdialog', { name: 'Delete this charge?' }).getByRole('button', { name: 'Delete charge' }).click();
  await expect(debtRow(phone, 'Statement card').getByTestId('debt-balance')).toHaveText('$900.00');
  await page.goto('/debts');
  await expect(debtRow(page, 'Statement card').getByTestId('debt-balance')).toHaveText('$900.00', { timeout: 20_000 });
  await phone.context().close();
});
