import { expect, type Page } from '@playwright/test';

export interface DebtEntry {
  name: string;
  balance: string;
  interestRate: string;
  minimumPayment: string;
  type?: string;
  dueDay?: string;
  /** Credit limit (credit cards only). */
  highLimit?: string;
  /** A promotional APR and its end date 'YYYY-MM-DD'; both or neither. */
  promoAPR?: string;
  promoEndDate?: string;
}

/** Opens the Debts screen's add form with the button at the top of the page. */
export async function openAddDebtForm(page: Page) {
  await page.getByRole('button', { name: /^Add (a|your first) debt$/ }).first().click();
  const form = page.getByRole('form', { name: 'Add a debt' });
  await expect(form.getByLabel('Name')).toBeVisible();
  return form;
}

/** Adds a debt through the Debts screen's form, as a person would. */
export async function addDebt(page: Page, debt: DebtEntry): Promise<void> {
  const form = await openAddDebtForm(page);
  // The form opens in a dialog that closes once the debt is added; versions before that one (the
  // upgrade e2e drives them) keep the form on the page, empty again.
  const inDialog = await form.evaluate((element) => element.closest('[role="dialog"]') !== null);
  await form.getByLabel('Name').fill(debt.name);
  if (debt.type) await form.getByLabel('Type').selectOption(debt.type);
  await form.getByLabel('Balance ($)').fill(debt.balance);
  await form.getByLabel('Interest rate (APR %)').fill(debt.interestRate);
  await form.getByLabel('Minimum payment ($)').fill(debt.minimumPayment);
  if (debt.dueDay) await form.getByLabel('Due day of the month').fill(debt.dueDay);
  if (debt.highLimit) await form.getByLabel('Credit limit ($)').fill(debt.highLimit);
  if (debt.promoAPR !== undefined || debt.promoEndDate !== undefined) {
    await form.getByText('Promotional rate (e.g. 0% intro APR)').click();
    if (debt.promoAPR !== undefined) await form.getByLabel('Promo APR (%)').fill(debt.promoAPR);
    if (debt.promoEndDate !== undefined) await form.getByLabel('Promo ends on').fill(debt.promoEndDate);
  }
  await form.getByRole('button', { name: 'Add debt' }).click();
  if (inDialog) await expect(form).toBeHidden();
  else await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(page.getByTestId('debt-row').filter({ hasText: debt.name })).toBeVisible();
}

/** The list entry (card or table row) of one debt. */
export function debtRow(page: Page, name: string) {
  return page.getByTestId('debt-row').filter({ hasText: name });
}

/** Records a payment towards a debt through its "Record a payment" form, as a person would. */
export async function recordPayment(page: Page, debtName: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: `Record a payment for ${debtName}` }).click();
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill(amount);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toBeHidden();
}
