/**
 * What a person does on the Debts screen of a large account: search, sort, page, move a debt to
 * the top of the custom order, record a payment and see the Dashboard follow. Each control is found
 * by its accessible role and name; one the screen does not have is recorded as "n/a".
 */
import type { Locator, Page } from '@playwright/test';
import type { AccountSize } from '../bench-support/large-account';
import type { Figures } from './figures';
import { blockingBetween, pageNow, settled, whenTrue } from './page-probes';
import { goTo, screenShown } from './screen-changes';

/** The debts' rows in the order shown, as one string (it changes when the list does). */
const ROWS = `[...document.querySelectorAll('[data-testid="debt-row"]')].map((row) => row.dataset.debtId).join(',')`;
const rowsNow = (page: Page) => page.evaluate(ROWS) as Promise<string>;
const rowsChanged = (before: string) => `() => (${ROWS}) !== ${JSON.stringify(before)}`;

/** The first of `candidates` the page has, or null. */
async function firstPresent(candidates: Locator[]): Promise<Locator | null> {
  for (const candidate of candidates) if ((await candidate.count()) > 0) return candidate.first();
  return null;
}

/** Runs `act`, waits for `until` (an in-page predicate), records its time and longest task under `label`. */
async function measure(page: Page, size: AccountSize, figures: Figures, label: string, act: () => Promise<void>, until: string, timeoutMs = 30_000): Promise<void> {
  await settled(page);
  const started = await pageNow(page);
  await act();
  const done = await whenTrue(page, until, timeoutMs).catch(() => null);
  const quiet = await settled(page);
  const blocking = await blockingBetween(page, started, quiet);
  figures.set(size, `${label}: time`, 'ms', done === null ? 'no change' : done - started);
  figures.set(size, `${label}: longest task`, 'ms', blocking.longestTask);
}

async function search(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  const box = await firstPresent([page.getByRole('searchbox'), page.getByRole('textbox', { name: /search|filter|find/i })]);
  if (!box) return void figures.set(size, 'Debts: type in search: time', 'ms', null);
  const names = await page.locator('[data-testid="debt-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-debt-id')));
  const query = (await page.locator(`[data-debt-id="${names.at(-1)}"]`).getByRole('link').first().innerText()).split(' ')[0]!;
  const before = await rowsNow(page);
  await measure(page, size, figures, 'Debts: type in search', () => box.pressSequentially(query, { delay: 80 }), rowsChanged(before));
  await box.fill('');
  await whenTrue(page, `() => (${ROWS}) === ${JSON.stringify(before)}`, 30_000).catch(() => undefined);
}

async function sort(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  const select = await firstPresent([page.getByRole('combobox', { name: /sort/i })]);
  const button = select ? null : await firstPresent([page.getByRole('button', { name: /sort/i }), page.getByRole('columnheader', { name: /balance/i }).getByRole('button')]);
  if (!select && !button) return void figures.set(size, 'Debts: sort: time', 'ms', null);
  const before = await rowsNow(page);
  if (select) {
    const tag = await select.evaluate((element) => element.tagName);
    const options = tag === 'SELECT' ? await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value)) : [];
    const original = tag === 'SELECT' ? await select.inputValue() : '';
    const other = options.find((value) => value !== original);
    if (other === undefined) return void figures.set(size, 'Debts: sort: time', 'ms', 'not a list');
    await measure(page, size, figures, 'Debts: sort', async () => void (await select.selectOption(other)), rowsChanged(before));
    await select.selectOption(original);
  } else {
    await measure(page, size, figures, 'Debts: sort', () => button!.click(), rowsChanged(before));
    for (let i = 0; i < 3 && (await rowsNow(page)) !== before; i++) await button!.click();
  }
  await whenTrue(page, `() => (${ROWS}) === ${JSON.stringify(before)}`, 10_000).catch(() => undefined);
}

async function nextPage(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  const next = await firstPresent([page.getByRole('button', { name: /next( page)?$/i }), page.getByRole('link', { name: /next( page)?$/i }), page.getByRole('button', { name: /^show (all|more)/i })]);
  if (!next || !(await next.isEnabled())) return void figures.set(size, 'Debts: next page: time', 'ms', null);
  const before = await rowsNow(page);
  await measure(page, size, figures, 'Debts: next page', () => next.click(), rowsChanged(before));
  const back = await firstPresent([page.getByRole('button', { name: /previous( page)?$|^first( page)?$/i }), page.getByRole('link', { name: /previous( page)?$/i })]);
  if (back && (await back.isEnabled())) await back.click();
}

/** The last debt still owed moves to the top: by typing a position where the screen has one, else its "up" button, again and again. */
async function moveToTop(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  // A screen that shows the order controls only in a "Change order" mode: enter it first (not timed).
  const changeOrder = await firstPresent([page.getByRole('button', { name: /^change order$/i })]);
  if (changeOrder) await changeOrder.click();
  const ups = page.getByRole('button', { name: /^Move .+ up$/ });
  const positions = page.getByRole('spinbutton', { name: /position|priority/i }).or(page.getByRole('textbox', { name: /position|priority/i }));
  if (changeOrder) await positions.or(ups).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  const target = (await positions.count()) > 0 ? positions.last() : (await ups.count()) > 0 ? ups.last() : null;
  if (!target) return void figures.set(size, 'Debts: move last debt to the top: time', 'ms', null);
  const id = await target.evaluate((element) => element.closest('[data-debt-id]')?.getAttribute('data-debt-id') ?? '');
  const atTop = `() => document.querySelector('[data-testid="debt-row"]')?.dataset.debtId === ${JSON.stringify(id)}`;
  const indexOf = `[...document.querySelectorAll('[data-testid="debt-row"]')].findIndex((row) => row.dataset.debtId === ${JSON.stringify(id)})`;
  await settled(page);
  const started = await pageNow(page);
  let actions = 0;
  if ((await positions.count()) > 0) {
    await target.fill('1');
    await target.press('Enter');
    actions = 1;
  } else {
    const up = page.locator(`[id="move-up-${id}"]`);
    const deadline = Date.now() + 240_000;
    while (!(await page.evaluate(`(${atTop})()`)) && Date.now() < deadline && actions < 200) {
      const index = (await page.evaluate(indexOf)) as number;
      await up.click();
      actions++;
      // The next click once this move is saved: the debt one place higher and its buttons enabled again.
      await whenTrue(page, `() => (${indexOf}) < ${index} && !document.querySelector('[id="move-up-${id}"]')?.disabled || (${atTop})()`, 60_000);
    }
  }
  const done = await whenTrue(page, atTop, 60_000).catch(() => null);
  const quiet = await settled(page);
  const blocking = await blockingBetween(page, started, quiet);
  figures.set(size, 'Debts: move last debt to the top: how', 'text', (await positions.count()) > 0 ? 'type a position' : `${actions} × up`);
  figures.set(size, 'Debts: move last debt to the top: time', 'ms', done === null ? 'not at top' : done - started);
  figures.set(size, 'Debts: move last debt to the top: longest task', 'ms', blocking.longestTask);
  if (changeOrder) await page.getByRole('button', { name: /^done$/i }).click();
}

/** Records a payment on the first debt listed, then opens the Dashboard and waits for its total debt to change. */
async function recordPayment(page: Page, size: AccountSize, figures: Figures, totalBefore: string): Promise<void> {
  await page.getByRole('button', { name: /^Record a payment for / }).first().click();
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill('123.45');
  await settled(page);
  const started = await pageNow(page);
  await form.getByRole('button', { name: 'Record payment' }).click();
  const saved = await whenTrue(page, `() => !document.querySelector('form[aria-label="Record a payment"]')`, 60_000);
  await goTo(page, 'Dashboard');
  const updated = await whenTrue(page, `() => { const tile = document.querySelector('[data-testid="dashboard-total-debt"]'); return !!tile && tile.textContent !== ${JSON.stringify(totalBefore)}; }`, 60_000);
  const quiet = await settled(page);
  const blocking = await blockingBetween(page, started, quiet);
  figures.set(size, 'record a payment: until saved', 'ms', saved - started);
  figures.set(size, 'record a payment: until the Dashboard shows it', 'ms', updated - started);
  figures.set(size, 'record a payment: longest task', 'ms', blocking.longestTask);
}

/** Starts and ends on the Dashboard. */
export async function measureDebtsInteractions(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  const totalBefore = await page.getByTestId('dashboard-total-debt').textContent();
  await goTo(page, 'Debts');
  await whenTrue(page, screenShown({ name: 'Debts', dataMark: '[data-testid="debt-row"]' }));
  await search(page, size, figures);
  await sort(page, size, figures);
  await nextPage(page, size, figures);
  await moveToTop(page, size, figures);
  await recordPayment(page, size, figures, totalBefore ?? '');
}
