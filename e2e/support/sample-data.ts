import { expect, type Page } from '@playwright/test';
import { addMonths, format } from 'date-fns';
import { addDebt } from './debts';

/** The three debts the screen-wide e2e checks (screenshots, accessibility) are taken with. */
export const SAMPLE_DEBTS = ['Rewards Visa', 'Car loan', 'Medical bill from St. Example’s Regional Hospital'] as const;

/**
 * A signed-in person's typical data, entered through the screens: three debts (a card on a
 * promotional rate, a car loan, a long-named medical bill), a saved Avalanche plan on a $1,000
 * budget and one payment towards the car loan.
 */
export async function addSampleData(page: Page): Promise<void> {
  await page.goto('/debts');
  const promoEnd = format(addMonths(new Date(), 5), 'yyyy-MM-dd');
  await addDebt(page, { name: SAMPLE_DEBTS[0], type: 'credit_card', balance: '4200', interestRate: '24.99', minimumPayment: '90', dueDay: '15', highLimit: '6000', promoAPR: '0', promoEndDate: promoEnd });
  await addDebt(page, { name: SAMPLE_DEBTS[1], type: 'auto_loan', balance: '11800', interestRate: '6.9', minimumPayment: '310', dueDay: '3' });
  await addDebt(page, { name: SAMPLE_DEBTS[2], type: 'medical', balance: '650', interestRate: '0', minimumPayment: '50', dueDay: '28' });
  await page.goto('/strategy');
  await page.getByLabel('Monthly budget ($)').fill('1000');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Saved your Avalanche plan.')).toBeVisible();
  await page.goto('/debts');
  await page.getByRole('button', { name: 'Record a payment for Car loan' }).click();
  await page.getByRole('dialog').getByLabel('Amount ($)').fill('450');
  await page.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
