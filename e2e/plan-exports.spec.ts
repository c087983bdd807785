import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { monthLabel } from '../client/src/lib/calendar-month';
import { formatMoney } from '../client/src/lib/money';
import { signUp } from './support/accounts';
import { AxeAudit } from './support/axe';
import { addDebt, debtRow, openAddDebtForm, recordPayment } from './support/debts';
import { countPrints } from './support/print-dialog';
import { THEMES, VIEWPORTS, chooseTheme, expectTheme, settle } from './support/screens';

/** A downloaded CSV file read back: its rows as text, header first (the byte-order mark dropped). */
async function downloadedCsv(page: Page, button: Locator): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { name: download.suggestedFilename(), rows: parsed.data };
}

/** Every row of a table's body, as the text of its cells. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** A CSV row as the schedule shows it: month label, payment, interest (fees included), principal, balance. */
const asShown = ([month, , payment, interest, fee, principal, balance]: string[]) => [
  monthLabel(month!, 'short'),
  formatMoney(Number(payment)),
  formatMoney(Number(interest) + Number(fee)),
  formatMoney(Number(principal)),
  formatMoney(Number(balance)),
];

test('a debt in depth, the schedule as CSV and the plan on paper', async ({ page }) => {
  test.setTimeout(240_000);
  // The new pages and the icon picker, checked by axe-core as e2e/accessibility.spec.ts checks every screen.
  const audit = new AxeAudit();
  await signUp(page);
  await page.goto('/debts');
  await addDebt(page, { name: 'Rewards Visa', type: 'credit_card', balance: '4200', interestRate: '24.99', minimumPayment: '90' });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '11800', interestRate: '6.9', minimumPayment: '310' });

  await test.step('an icon is chosen with the keyboard and shows in the list, in the debt’s colour', async () => {
    const form = await openAddDebtForm(page);
    await form.getByLabel('Name').fill('Phone plan');
    await form.getByLabel('Type').selectOption('other');
    await form.getByLabel('Balance ($)').fill('600');
    await form.getByLabel('Interest rate (APR %)').fill('0');
    await form.getByLabel('Minimum payment ($)').fill('50');
    await form.getByLabel('Colour').selectOption({ label: 'Purple' });
    const icons = form.getByRole('radiogroup', { name: 'Icon' });
    await icons.getByRole('radio', { name: 'Automatic (wallet)' }).focus();
    // Automatic, Credit card, Student loan, Car, Home, Medical, Personal loan, Store card, Phone.
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
    await expect(icons.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await audit.check(page, '1280 light debts form with an icon chosen');
    await form.getByRole('button', { name: 'Add debt' }).click();
    const icon = debtRow(page, 'Phone plan').locator('svg[data-icon="phone"]');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveCSS('color', 'rgb(147, 51, 234)');
    await expect(debtRow(page, 'Car loan').locator('svg[data-icon="car"]')).toBeVisible();
  });

  // The whole plan's schedule as CSV from Strategy, each debt's rows compared with that debt's schedule on screen.
  await page.goto('/strategy');
  await settle(page, 'Strategy', { network: false });
  const schedule = page.getByTestId('payoff-schedule');
  const csv = await downloadedCsv(page, schedule.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toMatch(/^paydown-schedule-\d{4}-\d{2}\.csv$/);
  const [header, ...rows] = csv.rows;
  expect(header).toEqual(['Month', 'Debt', 'Payment', 'Interest', 'Fee', 'Principal', 'Balance', 'APR %']);
  const payoffOnSchedule = new Map<string, string>();
  await test.step('the CSV equals the schedule on screen, debt by debt, every month', async () => {
    const showAll = schedule.getByRole('button', { name: /^Show all \d+ months$/ });
    if (await showAll.isVisible()) await showAll.click();
    for (const name of ['Rewards Visa', 'Car loan', 'Phone plan']) {
      await schedule.getByLabel('Show').selectOption({ label: name });
      const shown = await tableRows(schedule.getByRole('table', { name: `Payment schedule, ${name}` }));
      const written = rows.filter((row) => row[1] === name);
      expect(written.length).toBeGreaterThan(0);
      // The month cell also holds its markers ("Paid off"): the month label starts it.
      expect(shown.map((cells) => [cells[0]!.slice(0, monthLabel(written[0]![0]!, 'short').length), ...cells.slice(1, 5)])).toEqual(written.map(asShown));
      expect(shown.at(-1)![0]).toContain('Paid off');
      payoffOnSchedule.set(name, written.at(-1)![0]!);
    }
    await schedule.getByLabel('Show').selectOption({ label: 'All debts' });
  });

  await test.step('a debt’s page: its payoff date is the schedule’s, its CSV its rows of the plan’s', async () => {
    await schedule.getByRole('link', { name: 'Car loan' }).click();
    await expect(page).toHaveURL(/\/debts\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Car loan', level: 1 })).toBeVisible();
    await expect(page.getByTestId('debt-payoff-date')).toHaveText(monthLabel(payoffOnSchedule.get('Car loan')!));
    await expect(page.getByTestId('debt-payments-chart')).toBeVisible();
    await expect(page.getByTestId('extra-on-debt-outcome')).toContainText('With $50.00 more a month, Car loan is paid off in');
    await page.getByLabel('Extra each month on Car loan ($)').fill('lots');
    await expect(page.getByText('Enter an amount in dollars, e.g. 75 or 120.50.')).toBeVisible();
    await page.getByLabel('Extra each month on Car loan ($)').fill('200');
    await expect(page.getByTestId('extra-on-debt-outcome')).toContainText('With $200.00 more a month');
    const own = await downloadedCsv(page, page.getByTestId('debt-schedule').getByRole('button', { name: 'Download CSV' }));
    expect(own.name).toMatch(/^paydown-schedule-car-loan-\d{4}-\d{2}\.csv$/);
    expect(own.rows).toEqual([header, ...rows.filter((row) => row[1] === 'Car loan')]);
    expect((await tableRows(page.getByRole('table', { name: 'Payment schedule, Car loan' }))).length).toBe(own.rows.length - 1);
  });

  await test.step('the debt’s page at phone and laptop widths, light and dark (screenshots looked at)', async () => {
    const url = page.url();
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(url);
        await expectTheme(page, theme);
        await settle(page, 'Car loan', { network: false });
        await expect(page.getByTestId('debt-payments-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
        await page.screenshot({ path: `.tmp/debt-page-${viewport.name}-${theme}.png`, fullPage: true });
        await audit.check(page, `${viewport.name} ${theme} debt page`, undefined, { coloursOnly: theme !== THEMES[0] });
      }
    }
    await chooseTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('an unknown debt says so', async () => {
    await page.goto('/debts/no-such-debt');
    await expect(page.getByRole('heading', { name: 'No such debt', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your debts' })).toBeVisible();
  });

  await test.step('the printable plan: no app frame, a summary page, then every row of the CSV', async () => {
    await page.goto('/strategy');
    await settle(page, 'Strategy', { network: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await schedule.scrollIntoViewIfNeeded();
    await schedule.screenshot({ path: '.tmp/strategy-schedule-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Print plan' }).click();
    await expect(page).toHaveURL(/\/strategy\/print$/);
    await expect(page.getByRole('heading', { name: 'Your debt payoff plan', level: 1 })).toBeVisible();
    await expect(page.getByTestId('print-schedule')).toBeVisible();
    // No header, navigation, bottom bar or banners: the page is the plan alone.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('sync-status')).toHaveCount(0);
    await audit.check(page, '1280 light print view');

    const summaryPayoffs = await page.getByTestId('print-debts').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    expect(new Map(summaryPayoffs.map((cells) => [cells[0]!, cells[4]!]))).toEqual(new Map([...payoffOnSchedule].map(([name, month]) => [name, monthLabel(month)])));
    const printed = await tableRows(page.getByTestId('print-schedule'));
    let month = '';
    const expected = rows.map((row) => {
      const [label, ...money] = asShown(row);
      const first = label !== month;
      month = label!;
      return [first ? label! : '', row[1]!, ...money];
    });
    expect(printed).toEqual(expected);

    const prints = await countPrints(page);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await prints()).toBe(1);

    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      await page.reload();
      await expectTheme(page, theme);
      await expect(page.getByTestId('print-schedule')).toBeVisible();
      await page.emulateMedia({ media: 'print', colorScheme: theme });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      // Light whatever the theme: the page's own background is white.
      await expect(page.locator('.print-area')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await page.screenshot({ path: `.tmp/print-plan-${theme}.png`, fullPage: true });
      await page.pdf({ path: `.tmp/print-plan-${theme}.pdf`, format: 'Letter' });
      await page.emulateMedia({ media: 'screen' });
    }
  });

  await test.step('a paid-off debt’s page, reached from the list, says it is not in the plan', async () => {
    await chooseTheme(page, 'light');
    await page.goto('/debts');
    await recordPayment(page, 'Phone plan', '600');
    await debtRow(page, 'Phone plan').getByRole('link', { name: 'Phone plan' }).click();
    await expect(page.getByRole('heading', { name: 'Phone plan', level: 1 })).toBeVisible();
    await expect(page.getByTestId('debt-not-in-plan')).toContainText('This debt is paid off, so your plan has no more payments for it.');
  });

  expect(audit.report, 'axe-core found violations').toBe('');
});
