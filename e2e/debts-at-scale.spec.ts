import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { debtRow } from './support/debts';

/**
 * A person with a hundred debts: they arrive at once from a Settings import, then the Debts screen
 * is searched, sorted and paged with its state in the address, and the payoff order is changed by
 * typing a position and by dragging.
 */

const TYPES = ['credit_card', 'student_loan', 'personal_loan', 'auto_loan', 'medical'] as const;
const name = (n: number) => `Debt ${String(n).padStart(3, '0')}`;

/** The JSON export of an account with 100 debts, in the shape Settings → Export writes. */
function hundredDebtsExport(): string {
  const debts = Array.from({ length: 100 }, (_, index) => {
    const n = index + 1;
    const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
    return {
      id: `debt-${n}`,
      uid: 'someone',
      name: name(n),
      type: TYPES[index % TYPES.length],
      // Balances out of the list's order, so sorting by balance shows: 101 × n mod 997 spreads them.
      balance: 100 + ((n * 101) % 997) * 10,
      openingBalance: 100 + ((n * 101) % 997) * 10,
      interestRate: 5 + (n % 20),
      minimumPayment: 25 + (n % 7) * 5,
      paymentFrequency: 'monthly',
      dueDay: (n % 28) + 1,
      highLimit: 0,
      isPromo: false,
      hasXFee: false,
      isPaid: false,
      priority: n,
      createdAt: at,
      updatedAt: at,
    };
  });
  const collections = { users: [], subscriptions: [], debts, payments: [], strategies: [], amortizationTables: [], financialGoals: [] };
  return JSON.stringify({ app: 'Paydown', schemaVersion: 13, exportedAt: '2026-11-26T00:00:00.000Z', collections });
}

async function importHundredDebts(page: Page) {
  await page.goto('/settings');
  await page.getByLabel('Files to import').setInputFiles({ name: 'hundred.json', mimeType: 'application/json', buffer: Buffer.from(hundredDebtsExport()) });
  await expect(page.getByTestId('import-preview')).toContainText('100 debts');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('100 debts');
}

const rows = (page: Page) => page.getByTestId('debt-row');
const firstNames = async (page: Page, count: number) =>
  (await rows(page).allTextContents()).slice(0, count).map((text) => /Debt \d{3}/.exec(text)?.[0]);
const position = (page: Page, debt: string) => page.getByLabel(new RegExp(`^Position of ${debt} in the payoff order`));

test('a hundred debts: search, sort and pages kept in the address; a debt typed to a position and one dragged; Strategy plans them in its worker', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await importHundredDebts(page);
  await page.goto('/debts');

  // One page of 25, the add form one click away at the top.
  const pager = page.getByRole('navigation', { name: 'Pages of debts' });
  await expect(pager).toContainText('1–25 of 100 debts');
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Add a debt' }).click();
  await expect(page.getByRole('form', { name: 'Add a debt' }).getByLabel('Name')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Search as you type, kept through a reload.
  const search = page.getByRole('searchbox', { name: 'Search by name or type' });
  // Every word anywhere in the name or type: Debt 007 and Debt 070 to Debt 079.
  await search.fill('debt 07');
  await expect(rows(page)).toHaveCount(11);
  await expect(page).toHaveURL(/q=debt(\+|%20)07/);
  await page.reload();
  await expect(search).toHaveValue('debt 07');
  await expect(rows(page)).toHaveCount(11);
  await search.fill('student');
  await expect(pager).toContainText('1–20 of 20 debts');

  // Nothing matches: said so, with the way back.
  await search.fill('no such debt');
  await expect(page.getByText('No debts match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(pager).toContainText('1–25 of 100 debts');

  // Sort by balance from the column heading, then reversed; back returns to the previous sort.
  const balanceHeading = page.getByRole('columnheader').filter({ has: page.getByRole('button', { name: 'Balance' }) });
  await page.getByRole('button', { name: 'Balance' }).click();
  await expect(balanceHeading).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await page.getByTestId('debt-balance').allTextContents();
  const amounts = ascending.map((text) => Number(text.replace(/[$,]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Balance' }).click();
  await expect(balanceHeading).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=balance/);
  await expect(page).toHaveURL(/dir=desc/);
  await page.goBack();
  await expect(balanceHeading).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await page.goto('/debts');

  // Pages: next, and back to the first with the browser's back.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('26–50 of 100 debts');
  expect(await firstNames(page, 1)).toEqual([name(26)]);
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(pager).toContainText('1–25 of 100 debts');

  // Changing the order from a sorted view shows the whole order, with the order controls in
  // place of each debt's actions.
  await page.getByRole('button', { name: 'Balance' }).click();
  await expect(position(page, name(1))).toHaveCount(0);
  await page.getByRole('button', { name: 'Change order' }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(position(page, name(1))).toHaveValue('1');
  await expect(page.getByRole('button', { name: `Edit ${name(1)}` })).toHaveCount(0);
  // Sorting again ends it.
  await page.getByRole('button', { name: 'Balance' }).click();
  await expect(position(page, name(1))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change order' })).toBeVisible();

  // The last debt to the top by typing its position: its page follows it, and so does the focus.
  await page.goto('/debts?page=4');
  await page.getByRole('button', { name: 'Change order' }).click();
  await position(page, name(100)).fill('1');
  await position(page, name(100)).press('Enter');
  await expect(pager).toContainText('1–25 of 100 debts');
  expect(await firstNames(page, 2)).toEqual([name(100), name(1)]);
  await expect(position(page, name(100))).toBeFocused();
  await expect(position(page, name(100))).toHaveValue('1');

  // A position outside the order is refused with a message.
  await position(page, name(2)).fill('101');
  await position(page, name(2)).press('Enter');
  await expect(page.getByRole('alert')).toContainText('Type a position from 1 to 100 to move Debt 002.');

  // Drag the third debt onto the first place by its grip.
  const grip = debtRow(page, name(2)).getByRole('button', { name: `Drag ${name(2)} to another position` });
  const target = debtRow(page, name(100));
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => firstNames(page, 3)).toEqual([name(2), name(100), name(1)]);

  // Done: the actions are back.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(position(page, name(2))).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${name(2)}` })).toBeVisible();

  // The order is stored: a reload shows it.
  await page.reload();
  await expect.poll(() => firstNames(page, 3)).toEqual([name(2), name(100), name(1)]);

  // The Strategy page plans a hundred debts in its worker (never on the main thread), and what it
  // says is what the Dashboard, planning on the main thread, counts down to.
  const planWorker = page.waitForEvent('worker', { predicate: (worker) => worker.url().includes('plan-worker') });
  await page.goto('/strategy');
  await planWorker;
  await page.getByLabel('Monthly budget ($)').fill('20000');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');
  await expect(page.getByTestId('plan-debt-free-date')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const month = await page.getByTestId('plan-debt-free-date').textContent();
  const duration = await page.getByTestId('plan-debt-free-date-help').textContent();
  await page.goto('/dashboard');
  await expect(page.getByTestId('debt-free-countdown').getByRole('heading')).toHaveText(`Debt-free in ${duration} — ${month}`);
  await page.goto('/debts');

  // On a phone: cards, and the sort as a select.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Sort by').selectOption({ label: 'Name (Z to A)' });
  await expect(page).toHaveURL(/sort=name/);
  expect(await firstNames(page, 1)).toEqual([name(100)]);
});
