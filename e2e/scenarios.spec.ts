import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addMonths, currentMonth, monthLabel } from '../client/src/lib/calendar-month';
import { planPayoff, type DebtInput, type StrategyInput } from '../client/src/payoff/index';
import { signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { THEMES, VIEWPORTS, chooseTheme, expectTheme } from './support/screens';

// A change travels laptop → server → phone (the two-device step): on a loaded 2-core machine that
// can exceed the default 5 s while staying well inside normal behaviour.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The first month after this one that is `month` ('04' for April), as 'YYYY-MM'. */
function nextMonthNamed(month: string, after = currentMonth()): string {
  let candidate = addMonths(after, 1);
  while (!candidate.endsWith(`-${month}`)) candidate = addMonths(candidate, 1);
  return candidate;
}

const saved = (page: Page) => expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

/** Looks at the Strategy page at both widths in both themes (files in .tmp/, for a person to look at). */
async function lookAt(page: Page, name: string) {
  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    await page.reload();
    await expectTheme(page, theme);
    await expect(page.getByTestId('scenario-balance-chart')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const parts = { bar: page.getByTestId('scenario-bar'), money: page.getByRole('region', { name: 'Money over time' }), compare: page.locator('#scenarios'), plan: page.locator('#plan') };
      for (const [part, locator] of Object.entries(parts)) await locator.screenshot({ path: `.tmp/scenarios/${name}-${part}-${viewport.name}-${theme}.png` });
    }
  }
  await chooseTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
}

/**
 * One person's plan as money really arrives: a tax refund in April and a bigger budget from June
 * bring the debt-free date forward; two named scenarios side by side; the one made current is the
 * plan the Dashboard follows; and a second device sees the plan's entries arrive while its Strategy
 * page is open. One account for all of it: the set-up is the expensive part.
 */
test('snowflakes, budget steps and scenarios: planned, compared, chosen, and followed on another device', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const email = await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Visa', balance: '6000', interestRate: '22', minimumPayment: '150' });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '9000', interestRate: '7', minimumPayment: '250' });

  const startMonth = currentMonth();
  const april = nextMonthNamed('04');
  const june = nextMonthNamed('06', april);
  const debts: DebtInput[] = [
    { id: 'visa', name: 'Visa', type: 'credit_card', balance: 6000, interestRate: 22, minimumPayment: 150, paymentFrequency: 'monthly' },
    { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 9000, interestRate: 7, minimumPayment: 250, paymentFrequency: 'monthly' },
  ];
  const debtFree = (strategy: StrategyInput) => monthLabel(planPayoff({ startMonth, debts, strategy }).payoffDate!);
  const months = (strategy: StrategyInput) => planPayoff({ startMonth, debts, strategy }).totalMonths;
  const refund = { date: `${april}-15`, amount: 2000 };
  const step = { from: `${june}-01`, monthlyBudget: 800 };
  const steady: StrategyInput = { type: 'avalanche', monthlyBudget: 500, snowflakes: [refund], budgetSteps: [step] };

  await test.step('a tax refund in April and a bigger budget from June bring the debt-free date forward', async () => {
    await page.goto('/strategy');
    await page.getByLabel('Payoff strategy').selectOption('avalanche');
    await page.getByLabel('Monthly budget ($)', { exact: true }).fill('500');
    await saved(page);
    const before = debtFree({ type: 'avalanche', monthlyBudget: 500 });
    await expect(page.getByTestId('plan-debt-free-date')).toHaveText(before);

    // Bad input first: a message beside the field, and nothing typed is lost.
    await page.getByRole('button', { name: 'Add a one-time payment' }).click();
    const add = page.getByRole('form', { name: 'Add a one-time payment' });
    await add.getByLabel('Date').fill(refund.date);
    await add.getByLabel('Amount ($)').fill('-20');
    await add.getByLabel('Label (optional)').fill('Tax refund');
    await add.getByRole('button', { name: 'Add one-time payment' }).click();
    await expect(add.getByText('Amount must be more than 0')).toBeVisible();
    await expect(add.getByLabel('Label (optional)')).toHaveValue('Tax refund');
    await add.getByLabel('Amount ($)').fill('2,000');
    await add.getByRole('button', { name: 'Add one-time payment' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId('snowflake-list')).toContainText('$2,000.00 on Apr 15');
    const withRefund = debtFree({ type: 'avalanche', monthlyBudget: 500, snowflakes: [refund] });
    await expect(page.getByTestId('plan-debt-free-date')).toHaveText(withRefund);

    await page.getByRole('button', { name: 'Add a budget change' }).click();
    const addStep = page.getByRole('form', { name: 'Add a budget change' });
    await addStep.getByLabel('From (month)').fill(june);
    await addStep.getByLabel('Monthly budget ($)').fill('800');
    await addStep.getByRole('button', { name: 'Add budget change' }).click();
    await expect(page.getByTestId('budget-step-list')).toContainText(`$800.00 a month from ${monthLabel(june)}`);
    await expect(page.getByTestId('plan-debt-free-date')).toHaveText(debtFree(steady));
    expect(months(steady)).toBeLessThan(months({ type: 'avalanche', monthlyBudget: 500 }));
    await expect(page.getByTestId('plan-money-over-time')).toHaveText(
      `“My plan”: Avalanche at $500.00 a month, $800.00 from ${monthLabel(june)}, plus a one-time payment of $2,000.00 in ${monthLabel(april)}.`,
    );
    // The schedule marks the months where money changes.
    const schedule = page.getByTestId('payoff-schedule');
    await expect(schedule.getByText('+$2,000.00 one-time')).toBeVisible();
    await expect(schedule.getByText('Budget $800.00')).toHaveCount(monthsUntil(june) < 12 ? 1 : 0);
  });

  const aggressive: StrategyInput = { ...steady, type: 'snowball', monthlyBudget: 700 };
  await test.step('two named scenarios, compared side by side, and one made the current plan', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('form', { name: 'Rename scenario' }).getByLabel('New name').fill('Steady');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByTestId('scenario-bar').getByLabel('Scenario').locator('option:checked')).toHaveText('Steady (current plan)');
    await expect(page.getByTestId('plan-money-over-time')).toContainText('“Steady”');

    await page.getByRole('button', { name: 'New scenario' }).click();
    const naming = page.getByRole('form', { name: 'New scenario' });
    await naming.getByLabel('Name of the new scenario').fill('steady');
    await naming.getByRole('button', { name: 'Create scenario' }).click();
    await expect(naming.getByText('You already have a plan called “steady”: pick another name')).toBeVisible();
    await naming.getByLabel('Name of the new scenario').fill('Aggressive');
    await naming.getByRole('button', { name: 'Create scenario' }).click();
    await expect(page.getByTestId('plan-money-over-time')).toContainText('“Aggressive”');
    // A copy: its refund and budget change came with it; it is not the current plan until chosen.
    await expect(page.getByTestId('snowflake-list')).toContainText('$2,000.00 on Apr 15');
    await expect(page.getByRole('button', { name: 'Make this my plan' }).first()).toBeVisible();
    await page.getByLabel('Payoff strategy').selectOption('snowball');
    await page.getByLabel('Monthly budget ($)', { exact: true }).fill('700');
    await saved(page);
    await expect(page.getByTestId('plan-debt-free-date')).toHaveText(debtFree(aggressive));

    const comparison = page.getByTestId('scenario-comparison');
    await expect(comparison.getByTestId('compared-Steady').getByTestId('compared-debt-free')).toHaveText(debtFree(steady));
    await expect(comparison.getByTestId('compared-Aggressive').getByTestId('compared-debt-free')).toHaveText(debtFree(aggressive));
    await expect(comparison.getByTestId('compared-Steady')).toContainText('Current plan');
    await expect(page.getByTestId('scenario-balance-chart')).toBeVisible();
    await lookAt(page, 'strategy');

    await comparison.getByTestId('compared-Aggressive').getByRole('button', { name: 'Make this my plan' }).click();
    await expect(comparison.getByTestId('compared-Aggressive')).toContainText('Current plan');
    // The bar (back on the plan that was current when the page opened) says which one is current now.
    await expect(page.getByTestId('scenario-bar').getByRole('option', { name: 'Aggressive (current plan)' })).toBeAttached();
  });

  await test.step('the Dashboard and Progress follow the current plan', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-debt-free')).toHaveText(debtFree(aggressive));
    await expect(page.getByTestId('dashboard-following')).toHaveText(
      `Following your plan “Aggressive”: Snowball at $700.00 a month, $800.00 from ${monthLabel(june)}, plus a one-time payment of $2,000.00 in ${monthLabel(april)}.`,
    );
    await page.goto('/progress');
    await expect(page.getByTestId('progress-current-strategy')).toContainText('Following your plan “Aggressive”');
  });

  await test.step('another device sees a one-time payment and a budget change arrive on its open Strategy page, and nothing is reverted', async () => {
    const phone = await signInOnAnotherDevice(browser, email);
    await phone.goto('/strategy');
    await expect(phone.getByTestId('plan-money-over-time')).toContainText('“Aggressive”');
    // The phone changes the extra payment while the laptop adds a bonus and changes the June budget.
    await phone.getByLabel('Extra payment ($)').fill('25');
    await saved(phone);
    await page.goto('/strategy');
    await page.getByRole('button', { name: 'Add a one-time payment' }).click();
    const add = page.getByRole('form', { name: 'Add a one-time payment' });
    await add.getByLabel('Date').fill(`${june}-20`);
    await add.getByLabel('Amount ($)').fill('500');
    await add.getByLabel('Goes to').selectOption({ label: 'Car loan' });
    await add.getByRole('button', { name: 'Add one-time payment' }).click();
    await page.getByTestId('budget-step-list').getByRole('button', { name: /^Edit \$800\.00 a month/ }).click();
    const edit = page.getByRole('form', { name: 'Edit budget change' });
    await edit.getByLabel('Monthly budget ($)').fill('900');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    for (const device of [page, phone]) {
      await expect(device.getByTestId('snowflake-list')).toContainText('$500.00 on Jun 20');
      await expect(device.getByTestId('snowflake-list')).toContainText('To Car loan');
      await expect(device.getByTestId('budget-step-list')).toContainText(`$900.00 a month from ${monthLabel(june)}`);
      await expect(device.getByLabel('Extra payment ($)')).toHaveValue('25');
      await expect(device.getByLabel('Monthly budget ($)', { exact: true })).toHaveValue('700');
    }
    const final = debtFree({
      ...aggressive,
      extraPayment: 25,
      snowflakes: [refund, { date: `${june}-20`, amount: 500, debtId: 'car' }],
      budgetSteps: [{ ...step, monthlyBudget: 900 }],
    });
    await expect(phone.getByTestId('plan-debt-free-date')).toHaveText(final);
    await phone.context().close();
  });
});

/** Months from this one to `month`. */
function monthsUntil(month: string): number {
  const [y1, m1] = currentMonth().split('-').map(Number);
  const [y2, m2] = month.split('-').map(Number);
  return (y2! - y1!) * 12 + (m2! - m1!);
}
