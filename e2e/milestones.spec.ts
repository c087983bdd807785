import { expect, test, type Page } from '@playwright/test';
import { newEmail, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt, debtRow, recordPayment } from './support/debts';

/** The paid-off moment of a debt, as a dialog named by its title. */
const moment = (page: Page, name: string) => page.getByRole('dialog', { name: `${name} is paid off!` });

/** The payoffs this browser remembers celebrating (every person's), from its local storage. */
async function celebratedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('paydown:celebrated-payoffs:'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[]),
  );
}

test('the dashboard counts down to Strategy’s debt-free date; paying off a debt shows its moment once on each device, with what it freed up', async ({ browser, page }) => {
  const email = await signUp(page, newEmail('milestones'));
  await page.goto('/debts');
  await addDebt(page, { name: 'Store card', balance: '300', interestRate: '10', minimumPayment: '25' });
  await addDebt(page, { name: 'Car loan', balance: '6000', interestRate: '6', minimumPayment: '150' });
  await page.goto('/strategy');
  await page.getByLabel('Monthly budget ($)').fill('500');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');
  const month = await page.getByTestId('plan-debt-free-date').textContent();
  const duration = await page.getByTestId('plan-debt-free-date-help').textContent();

  await test.step('the countdown says what Strategy says', async () => {
    await page.goto('/dashboard');
    const countdown = page.getByTestId('debt-free-countdown');
    await expect(countdown.getByRole('heading')).toHaveText(`Debt-free in ${duration} — ${month}`);
    await expect(countdown.getByRole('progressbar', { name: '0% of your debt paid down' })).toBeVisible();
  });

  // The other device is signed in before the payoff: it learns of it through sync.
  const phone = await signInOnAnotherDevice(browser, email);
  await phone.goto('/debts');
  await expect(debtRow(phone, 'Store card')).toBeVisible();

  await test.step('paying off a debt through the screens shows its moment: what was paid and where its minimum goes now', async () => {
    await page.goto('/debts');
    await recordPayment(page, 'Store card', '100');
    await recordPayment(page, 'Store card', '200');
    const shown = moment(page, 'Store card');
    await expect(shown).toBeVisible();
    await expect(shown.getByTestId('paid-off-total')).toContainText('You paid $300.00 on it in all.');
    // $500 a month: Car loan's own $150 minimum, and $350 beyond it (the freed $25 and the plan's extra).
    await expect(shown.getByTestId('paid-off-freed')).toHaveText(
      "Its $25.00 minimum payment now rolls into Car loan. With your plan's extra, Car loan gets $350.00 this month beyond its own minimum.",
    );
    await shown.getByRole('button', { name: 'Keep going' }).click();
    await expect(shown).toBeHidden();
    await expect(debtRow(page, 'Store card')).toContainText('Paid off');
  });

  await test.step('the other device shows it once, through sync', async () => {
    const shown = moment(phone, 'Store card');
    await expect(shown).toBeVisible();
    await expect(shown.getByTestId('paid-off-total')).toContainText('You paid $300.00 on it in all.');
    await phone.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect.poll(() => celebratedKeys(phone)).toHaveLength(1);
    await phone.reload();
    await expect(debtRow(phone, 'Store card')).toContainText('Paid off');
    await phone.goto('/progress');
    await expect(phone.getByTestId('milestones')).toContainText('Store card paid off');
    await expect(moment(phone, 'Store card')).toHaveCount(0);
  });

  await test.step('not again on the device that paid it, after a reload; Progress lists it', async () => {
    await page.reload();
    await page.goto('/progress');
    await expect(page.getByTestId('milestones')).toContainText('Store card paid off');
    expect(await celebratedKeys(page)).toHaveLength(1);
    await expect(moment(page, 'Store card')).toHaveCount(0);
  });

  await phone.context().close();
});
