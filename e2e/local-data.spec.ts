import { expect, test } from '@playwright/test';
import { DATA_MODEL_VERSION } from '../schemas/index';
import { signUp } from './support/accounts';
import { addDebt, openAddDebtForm } from './support/debts';

test('a debt created in one tab appears in a second tab without a reload, and survives a reload', async ({ page, context }) => {
  await signUp(page);
  await page.goto('/debts');
  await expect(page.getByText('No debts yet')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/debts');
  await expect(second.getByText('No debts yet')).toBeVisible();

  await addDebt(page, { name: 'Visa card', balance: '2500', interestRate: '22.9', minimumPayment: '75', dueDay: '15' });
  const row = second.getByTestId('debt-row').filter({ hasText: 'Visa card' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$2,500.00');
  await expect(row).toContainText('22.9%');

  await page.reload();
  await expect(page.getByTestId('debt-row').filter({ hasText: 'Visa card' })).toBeVisible();
  await expect(page.getByTestId('debt-totals')).toContainText('1 debt · total $2,500.00');
});

test('bad input shows a message next to the field and saves nothing', async ({ page }) => {
  await signUp(page);
  await page.goto('/debts');
  const form = await openAddDebtForm(page);
  await form.getByLabel('Balance ($)').fill('-5');
  await form.getByLabel('Interest rate (APR %)').fill('150');
  await form.getByRole('button', { name: 'Add debt' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText(/Balance must be/)).toBeVisible();
  await expect(form.getByText(/Interest rate must be/)).toBeVisible();
  await expect(form.getByText(/Minimum payment is required/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No debts yet')).toBeVisible();
  await expect(page.getByTestId('debt-row')).toHaveCount(0);
});

test('/db-schema lists all seven collections with live counts', async ({ page }) => {
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Car loan', balance: '12000', interestRate: '6.5', minimumPayment: '320', type: 'auto_loan' });
  await page.goto('/db-schema');
  await expect(page.getByTestId('db-summary')).toContainText(`PaydownDB · data model version ${DATA_MODEL_VERSION} · 7 collections`);
  for (const name of ['users', 'subscriptions', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals']) {
    await expect(page.getByTestId(`collection-${name}`)).toBeVisible();
  }
  await expect(page.getByTestId('collection-debts')).toContainText('1 documents');
  // The sign-in created the local user record (through POST /api/users).
  await expect(page.getByTestId('collection-users')).toContainText('1 documents');
});
