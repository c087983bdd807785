import { expect, test, type Page } from '@playwright/test';
import { addMonths as addMonthsToDate, format } from 'date-fns';
import { currentMonth, dayLabel, monthLabel } from '../client/src/lib/calendar-month';
import { formatMoney } from '../client/src/lib/money';
import { todayIso } from '../client/src/lib/today';
import { compareStrategies, type DebtInput } from '../client/src/payoff/index';
import { signUp } from './support/accounts';
import { addDebt, debtRow, openAddDebtForm } from './support/debts';
import { countPrints } from './support/print-dialog';

/** The message in the same field as the input labelled `label`. */
async function expectMessageNextTo(scope: ReturnType<Page['getByRole']>, label: string, message: string | RegExp) {
  const input = scope.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const field = scope.getByRole('group').filter({ has: scope.page().getByLabel(label, { exact: true }) }).last();
  await expect(field.locator('.chakra-field__errorText')).toHaveText(message);
}

test('a new user plans their way out of three debts and tracks a payment', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Paydown' })).toBeVisible();

  // The start month comes from the device clock, as on the screen.
  const startMonth = currentMonth();
  const promoEnd = format(addMonthsToDate(new Date(), 6), 'yyyy-MM-dd');

  await page.goto('/debts');
  await expect(page.getByText('No debts yet')).toBeVisible();

  // Bad input in the debt form: messages next to the fields, nothing saved.
  const debtForm = await openAddDebtForm(page);
  await debtForm.getByLabel('Name').fill('Half a card');
  await debtForm.getByLabel('Balance ($)').fill('1200');
  await debtForm.getByLabel('Interest rate (APR %)').fill('19.9');
  await debtForm.getByLabel('Minimum payment ($)').fill('40');
  await debtForm.getByText('Promotional rate (e.g. 0% intro APR)').click();
  await debtForm.getByLabel('Promo APR (%)').fill('0');
  await debtForm.getByRole('button', { name: 'Add debt' }).click();
  await expectMessageNextTo(debtForm, 'Promo ends on', 'Promo end date is required for a promotion');
  await expect(page.getByTestId('debt-row')).toHaveCount(0);
  await page.reload();

  await addDebt(page, {
    name: 'Rewards Visa',
    type: 'credit_card',
    balance: '4200',
    interestRate: '24.99',
    minimumPayment: '90',
    dueDay: '15',
    highLimit: '6000',
    promoAPR: '0',
    promoEndDate: promoEnd,
  });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '11800', interestRate: '6.9', minimumPayment: '310', dueDay: '3' });
  await addDebt(page, { name: 'Medical bill', type: 'medical', balance: '650', interestRate: '0', minimumPayment: '50', dueDay: '20' });
  await expect(page.getByTestId('debt-totals')).toContainText('3 debts · total $16,650.00');
  await expect(debtRow(page, 'Rewards Visa')).toContainText('70% of $6,000.00 limit');
  await expect(debtRow(page, 'Rewards Visa')).toContainText('promo until');

  // From here the browser's clock runs as usual, and the test can run it ahead (the strategy's
  // autosave below). Not before: the faked requestAnimationFrame runs out of step with the page's
  // frames, so a dialog's exit animation can end before the dialog listens for its end, and the
  // add-debt dialog, closed and invisible, would then stay in the page.
  await page.clock.install();
  // Avalanche with a budget of $1,000; the numbers shown equal the engine's for the same input.
  await page.goto('/strategy');
  const settings = page.getByRole('form', { name: 'Strategy settings' });
  await settings.getByLabel('Payoff strategy').selectOption('avalanche');
  await settings.getByLabel('Monthly budget ($)').fill('1000');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

  const debts: DebtInput[] = [
    { id: 'visa', name: 'Rewards Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly', dueDay: 15, highLimit: 6000, isPromo: true, promoAPR: 0, promoEndDate: promoEnd },
    { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly', dueDay: 3 },
    { id: 'medical', name: 'Medical bill', type: 'medical', balance: 650, interestRate: 0, minimumPayment: 50, paymentFrequency: 'monthly', dueDay: 20 },
  ];
  const comparison = compareStrategies({ startMonth, debts, strategy: { type: 'avalanche', monthlyBudget: 1000, debtPriorities: ['visa', 'car', 'medical'] } });
  const avalanche = comparison.find((summary) => summary.type === 'avalanche')!;
  expect(avalanche.status).toBe('ok');
  await expect(page.getByTestId('plan-debt-free-date')).toHaveText(monthLabel(avalanche.payoffDate!));
  await expect(page.getByTestId('plan-total-interest')).toHaveText(formatMoney(avalanche.totalInterest!));
  for (const summary of comparison) {
    const row = page.getByTestId(`comparison-row-${summary.type}`);
    await expect(row.getByTestId('comparison-debt-free')).toHaveText(monthLabel(summary.payoffDate!, 'short'));
    await expect(row.getByTestId('comparison-interest')).toHaveText(formatMoney(summary.totalInterest!));
  }
  await expect(page.getByTestId('comparison-chart')).toBeVisible();
  await expect(page.getByTestId('recommendation')).toContainText('Avalanche');

  // Bad input in the strategy form: a message next to the field, and nothing is saved.
  await settings.getByLabel('Monthly budget ($)').fill('-5');
  await expectMessageNextTo(settings, 'Monthly budget ($)', 'Monthly budget must be 0 or more');
  await expect(page.getByTestId('strategy-save-state')).toContainText('Not saved');
  await expect(page.getByTestId('plan-total-interest')).toHaveText(formatMoney(avalanche.totalInterest!));
  // Run the clock past the autosave's delay (500 ms): a save the form had scheduled would start now
  // and say so; it must still say "Not saved", and a reload shows the budget stored before.
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('strategy-save-state')).toContainText('Not saved');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Strategy settings' }).getByLabel('Monthly budget ($)')).toHaveValue('1000');

  // Save the plan.
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Saved your Avalanche plan.')).toBeVisible();
  await expect(page.getByTestId('saved-plan-status')).toContainText('matches these numbers');

  // The schedule, every month of it, promo ending marked; it prints from one place, the printable plan.
  const schedule = page.getByTestId('payoff-schedule');
  await schedule.getByRole('button', { name: `Show all ${avalanche.months} months` }).click();
  await expect(schedule.getByRole('row')).toHaveCount(avalanche.months + 1);
  await expect(schedule.getByText(/^Promo ends /)).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Print/ })).toHaveCount(0);
  await schedule.getByRole('link', { name: 'Print plan' }).click();
  await expect(page).toHaveURL(/\/strategy\/print$/);
  // One body per month, every month of the plan.
  await expect(page.getByTestId('print-schedule').locator('tbody')).toHaveCount(avalanche.months);
  const prints = await countPrints(page);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await prints()).toBe(1);

  // The dashboard shows the chosen strategy and budget, and the saved plan progress is measured against.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-total-debt')).toHaveText('$16,650.00');
  await expect(page.getByTestId('dashboard-debt-free')).toHaveText(monthLabel(avalanche.payoffDate!));
  await expect(page.getByTestId('dashboard-debt-free-help')).toHaveText(/, with “My plan”$/);
  await expect(page.getByTestId('dashboard-following')).toHaveText('Following your plan “My plan”: Avalanche at $1,000.00 a month.');
  await expect(page.getByTestId('dashboard-measured-against')).toHaveText(`Measured against your Avalanche plan saved ${dayLabel(todayIso())}.`);

  // Record a payment from the dashboard's quick action; bad input first.
  await page.getByRole('link', { name: 'Record a payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByLabel('Debt').selectOption({ label: 'Car loan ($11,800.00)' });
  const paymentForm = dialog.getByRole('form', { name: 'Record a payment' });
  await paymentForm.getByLabel('Amount ($)').fill('0');
  await paymentForm.getByRole('button', { name: 'Record payment' }).click();
  await expectMessageNextTo(paymentForm, 'Amount ($)', 'Amount must be more than 0');
  await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText('$11,800.00');
  await paymentForm.getByLabel('Amount ($)').fill('500');
  await paymentForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();

  const expectEverywhere = async (carBalance: string, total: string, paidPercent: string) => {
    await page.goto('/debts');
    await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText(carBalance);
    await expect(page.getByTestId('debt-totals')).toContainText(`total ${total}`);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-total-debt')).toHaveText(total);
    await expect(page.getByTestId('dashboard-paid')).toHaveText(paidPercent);
    await page.goto('/progress');
    await expect(page.getByTestId('progress-summary')).toContainText(`Recorded balance now ${total}.`);
    await expect(page.getByTestId('progress-chart')).toHaveAttribute('aria-label', new RegExp(`Recorded balance now \\${total}`));
    await page.getByRole('button', { name: 'Show the numbers' }).click();
    const thisMonthRow = page.getByTestId('progress-table').getByRole('row').filter({ hasText: monthLabel(startMonth, 'short') });
    await expect(thisMonthRow.getByRole('cell').nth(1)).toHaveText(total);
  };

  await expectEverywhere('$11,300.00', '$16,150.00', '3%');
  // One verdict on both screens (how far ahead or behind depends on the day of the month: plan-standing.ts).
  const verdict = (await page.getByTestId('progress-standing-help').textContent()) ?? '';
  expect(verdict).toMatch(/^(On track|\$[\d,]+\.\d\d (ahead|behind) — )/);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-standing-text')).toHaveText(verdict);

  // Edit the payment: everything follows.
  await page.goto('/debts');
  await page.getByRole('button', { name: 'Payments of Car loan' }).click();
  const history = page.getByRole('dialog', { name: 'Payments: Car loan' });
  await history.getByRole('button', { name: /^Edit payment of \$500\.00/ }).click();
  const editForm = history.getByRole('form', { name: 'Edit payment' });
  await editForm.getByLabel('Amount ($)').fill('-3');
  await editForm.getByRole('button', { name: 'Save payment' }).click();
  await expectMessageNextTo(editForm, 'Amount ($)', 'Amount must be more than 0');
  await editForm.getByLabel('Amount ($)').fill('750');
  await editForm.getByRole('button', { name: 'Save payment' }).click();
  await expect(history.getByTestId('payment-row')).toContainText('$750.00');
  await history.getByRole('button', { name: 'Close' }).click();
  await expectEverywhere('$11,050.00', '$15,900.00', '4%');

  // Delete it, asked first: back where we started. Undo brings it back, balance and all.
  await page.goto('/debts');
  await page.getByRole('button', { name: 'Payments of Car loan' }).click();
  const payments = page.getByRole('dialog', { name: 'Payments: Car loan' });
  const deleteThePayment = async () => {
    await payments.getByRole('button', { name: /^Delete payment of \$750\.00/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this payment?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete payment' }).click();
    await expect(payments.getByText('No payments recorded yet.')).toBeVisible();
  };
  await deleteThePayment();
  await expect(payments.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText('$11,800.00');
  await payments.getByRole('button', { name: 'Undo' }).click();
  await expect(payments.getByTestId('payment-row')).toContainText('$750.00');
  await expect(payments.getByRole('button', { name: /^Edit payment of \$750\.00/ })).toBeFocused();
  await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText('$11,050.00');
  await deleteThePayment();
  await page.getByRole('button', { name: 'Close' }).click();
  await expectEverywhere('$11,800.00', '$16,650.00', '0%');
});

test('debts can be reordered from the keyboard, closed saying how, and reopened', async ({ page }) => {
  await signUp(page);
  await page.goto('/debts');
  for (const name of ['First', 'Second', 'Third']) {
    await addDebt(page, { name, balance: '100', interestRate: '5', minimumPayment: '10' });
  }
  const names = () => page.getByTestId('debt-name').allTextContents();
  await expect.poll(names).toEqual(['First', 'Second', 'Third']);

  await page.getByRole('button', { name: 'Change order' }).click();
  await page.getByRole('button', { name: 'Move Third up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['First', 'Third', 'Second']);
  // Focus stays on the moved debt's button, so pressing again keeps moving it.
  await expect(page.getByRole('button', { name: 'Move Third up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['Third', 'First', 'Second']);
  await expect(page.getByRole('button', { name: 'Move Third down' })).toBeFocused();
  await page.reload();
  await expect.poll(names).toEqual(['Third', 'First', 'Second']);

  // Paid in full records the closing payment; reopening offers to remove it.
  await page.getByRole('button', { name: 'More actions for First' }).click();
  await page.getByRole('menuitem', { name: 'Close this debt…' }).click();
  const closing = page.getByRole('dialog', { name: 'Close First' });
  await expect(closing.getByRole('radio', { name: /^Paid in full/ })).toBeChecked();
  await closing.getByRole('button', { name: 'Close debt' }).click();
  await expect(closing).toBeHidden();
  // Closed as paid in full by this device: its paid-off moment shows; the person goes on.
  const moment = page.getByTestId('paid-off-moment');
  await expect(moment).toContainText('First is paid off!');
  await moment.getByRole('button', { name: 'Keep going' }).click();
  await expect(moment).toBeHidden();
  await expect(debtRow(page, 'First')).toContainText('Paid in full');
  await expect(debtRow(page, 'First').getByTestId('debt-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('debt-totals')).toContainText('2 debts · total $200.00 · minimums $20.00 a month · 1 paid off');
  await page.getByRole('button', { name: 'Payments of First' }).click();
  await expect(page.getByRole('dialog', { name: 'Payments: First' }).getByTestId('payment-row')).toContainText('$100.00 closing payment');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'More actions for First' }).click();
  await page.getByRole('menuitem', { name: 'Reopen this debt…' }).click();
  const reopening = page.getByRole('dialog', { name: 'Reopen First' });
  await expect(reopening.getByRole('checkbox', { name: /^Remove the closing payment of \$100\.00/ })).toBeChecked();
  await expect(reopening.getByTestId('reopen-outcome')).toHaveText('First will owe $100.00 again.');
  await reopening.getByRole('button', { name: 'Reopen debt' }).click();
  await expect(reopening).toBeHidden();
  await expect(page.getByTestId('debt-totals')).toContainText('3 debts · total $300.00');

  // Forgiven closes without a payment: not counted as paid off.
  await page.getByRole('button', { name: 'More actions for Second' }).click();
  await page.getByRole('menuitem', { name: 'Close this debt…' }).click();
  const forgiving = page.getByRole('dialog', { name: 'Close Second' });
  await forgiving.getByText('Forgiven', { exact: true }).click();
  await forgiving.getByRole('button', { name: 'Close debt' }).click();
  await expect(forgiving).toBeHidden();
  await expect(debtRow(page, 'Second')).toContainText('$100.00 of it was not paid');
  await expect(page.getByTestId('debt-totals')).toContainText('2 debts · total $200.00 · minimums $20.00 a month · 1 closed without being paid off');
});
