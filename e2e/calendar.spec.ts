import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { FIXED_NOW } from './support/fixed-clock';
import { THEMES, chooseTheme, expectTheme, settle } from './support/screens';

/** One day's cell of the month table (from the md breakpoint up). */
const gridDay = (page: Page, date: string) => page.getByTestId('calendar-grid').locator(`td[data-date="${date}"]`);
/** One payment line on a day, in the table or the phone's list. */
const paymentOn = (page: Page, view: 'calendar-grid' | 'calendar-list', date: string, debt: string) =>
  page.getByTestId(view).locator(`[data-date="${date}"]`).getByTestId('calendar-payment').filter({ hasText: debt });

/** The downloaded calendar file's events: the debt, the amount, the rule, every date ical.js expands and the reminder. */
async function downloadedCalendar(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download calendar file' }).click()]);
  expect(download.suggestedFilename()).toBe('paydown-payments-2026-03-16.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dates: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toString());
    const alarm = component.getFirstSubcomponent('valarm');
    return {
      summary: event.summary,
      rule: String(component.getFirstPropertyValue('rrule') ?? ''),
      dates,
      alarmSeconds: (alarm?.getFirstPropertyValue('trigger') as ICAL.Duration | undefined)?.toSeconds(),
    };
  });
}

test('the calendar shows the plan’s payments, marks a recorded payment paid, and downloads as a calendar file', async ({ page }) => {
  test.setTimeout(120_000);
  // The debts are added on February 25th (the browser's clock), so that the 3rd of March passes
  // while Paydown knows the car loan: a date before a debt was added is never called missed.
  await page.clock.install({ time: new Date('2026-02-25T12:00:00Z') });
  // Less motion asked for: the add-debt dialog then closes at once. With its closing animation, the
  // fake clock would make Chakra wait for the animation's end after it had already come.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Rewards Visa', type: 'credit_card', balance: '1000', interestRate: '10', minimumPayment: '50', dueDay: '20' });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '5000', interestRate: '5', minimumPayment: '100', dueDay: '3' });
  // Today is then Monday, March 16, 2026 (fixed-clock.ts).
  await page.clock.setSystemTime(FIXED_NOW);
  await page.reload();
  await page.goto('/strategy');
  // Avalanche on $400: the car loan gets its $100 minimum, the card (the higher rate) the other $300.
  await page.getByLabel('Monthly budget ($)').fill('400');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('desktop-nav').getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await settle(page, 'Calendar', { network: false });

  await test.step('March: what the plan pays on each due date; the 3rd, past and unpaid, is missed', async () => {
    await expect(page.getByTestId('calendar-month')).toHaveText('March 2026');
    await expect(gridDay(page, '2026-03-16')).toHaveAttribute('aria-current', 'date');
    await expect(paymentOn(page, 'calendar-grid', '2026-03-20', 'Rewards Visa')).toContainText('$300.00');
    await expect(paymentOn(page, 'calendar-grid', '2026-03-20', 'Rewards Visa')).toHaveAttribute('data-status', 'upcoming');
    await expect(paymentOn(page, 'calendar-grid', '2026-03-03', 'Car loan')).toContainText('$100.00');
    await expect(paymentOn(page, 'calendar-grid', '2026-03-03', 'Car loan')).toContainText('Missed');
    await expect(page.getByTestId('calendar-grid').getByTestId('calendar-payment')).toHaveCount(2);
    // For looking at (light and dark): the visual spec keeps the baselines.
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      await page.reload();
      await expectTheme(page, theme);
      await settle(page, 'Calendar', { network: false });
      await page.screenshot({ path: `.tmp/calendar-1280-${theme}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByTestId('calendar-month')).toHaveText('April 2026');
    await expect(paymentOn(page, 'calendar-grid', '2026-04-03', 'Car loan')).toContainText('$100.00');
    await expect(paymentOn(page, 'calendar-grid', '2026-04-20', 'Rewards Visa')).toContainText('$300.00');
  });

  await test.step('a payment recorded for the 3rd (a day late) marks it paid', async () => {
    await page.goto('/debts');
    await page.getByRole('button', { name: 'Record a payment for Car loan' }).click();
    const form = page.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel('Amount ($)').fill('100');
    await form.getByLabel('Date').fill('2026-03-04');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(form).toBeHidden();
    await page.goto('/calendar');
    await settle(page, 'Calendar', { network: false });
    await expect(paymentOn(page, 'calendar-grid', '2026-03-03', 'Car loan')).toHaveAttribute('data-status', 'paid');
    await expect(paymentOn(page, 'calendar-grid', '2026-03-03', 'Car loan')).toContainText('Paid');
  });

  await test.step('on a phone the month is a list by day', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('calendar-grid')).toBeHidden();
    await expect(page.getByTestId('calendar-list').getByRole('heading', { level: 3 })).toHaveText(['Mar 3, 2026', 'Mar 20, 2026']);
    await expect(paymentOn(page, 'calendar-list', '2026-03-03', 'Car loan')).toContainText('Paid');
    await expect(paymentOn(page, 'calendar-list', '2026-03-20', 'Rewards Visa')).toContainText('$300.00');
    await page.screenshot({ path: '.tmp/calendar-390.png', fullPage: true });
  });

  await test.step('the calendar file: each debt’s due dates for 12 months, repeating monthly, amounts from the plan, a reminder 3 days before', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId('calendar-file-as-of')).toContainText('as of today, Mar 16, 2026');
    const events = await downloadedCalendar(page);
    const visa = events.filter((event) => event.summary.startsWith('Pay Rewards Visa'));
    const loan = events.filter((event) => event.summary.startsWith('Pay Car loan'));
    expect(visa[0]).toMatchObject({ summary: 'Pay Rewards Visa: $300.00', rule: expect.stringMatching(/FREQ=MONTHLY;.*BYMONTHDAY=20/) });
    expect(visa[0]!.dates.slice(0, 3)).toEqual(['2026-03-20', '2026-04-20', '2026-05-20']);
    expect(loan[0]).toMatchObject({ summary: 'Pay Car loan: $100.00', rule: expect.stringMatching(/FREQ=MONTHLY;.*BYMONTHDAY=3/) });
    expect(loan[0]!.dates[0]).toBe('2026-04-03');
    // The loan is due on the 3rd of every month through next March; the card until it is paid off.
    const loanDates = loan.flatMap((event) => event.dates);
    expect(loanDates).toEqual(Array.from({ length: 12 }, (_, i) => `${i < 9 ? 2026 : 2027}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-03`));
    // Once the card is paid off its $300 goes to the loan: a new event with the larger amount.
    expect(loan.length).toBeGreaterThan(1);
    expect(Number(loan.at(-1)!.summary.replace(/[^\d.]/g, ''))).toBeGreaterThan(100);
    for (const event of events) expect(event.alarmSeconds).toBe(-(3 * 24 - 9) * 3600);
  });
});
