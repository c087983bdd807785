import { expect, type Page } from '@playwright/test';

export interface DebtEntry {
  name: string;
  balance: string;
  interestRate: string;
  minimumPayment: string;
  type?: string;
  dueDay?: string;
}

/** Adds a debt through the Debts screen's form, as a person would. */
export async function addDebt(page: Page, debt: DebtEntry): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a debt' });
  await form.getByLabel('Name').fill(debt.name);
  if (debt.type) await form.getByLabel('Type').selectOption(debt.type);
  await form.getByLabel('Balance ($)').fill(debt.balance);
  await form.getByLabel('Interest rate (APR %)').fill(debt.interestRate);
  await form.getByLabel('Minimum payment ($)').fill(debt.minimumPayment);
  if (debt.dueDay) await form.getByLabel('Due day of the month').fill(debt.dueDay);
  await form.getByRole('button', { name: 'Add debt' }).click();
  await expect(page.getByTestId('debt-row').filter({ hasText: debt.name })).toBeVisible();
}
