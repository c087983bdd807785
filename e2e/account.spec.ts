import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentMonth, monthLabel } from '../client/src/lib/calendar-month';
import { planPayoff, type DebtInput } from '../client/src/payoff/index';
import { signUp } from './support/accounts';
import { addDebt } from './support/debts';

/** A 1×1 PNG standing in for the avatar service: the test never reaches the internet. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function closeAccountMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

async function expectMenuTier(page: Page, tier: string) {
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: /^Subscription/ }).getByTestId('account-tier')).toHaveText(tier);
  await closeAccountMenu(page);
}

test('the account menu: items, the name, and the avatar from the hashed email, with no external request offline', async ({ page, context }) => {
  const avatarRequests: string[] = [];
  // Every request to the avatar service the page starts, offline ones too (the route sees only those that leave).
  const avatarAttempts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://gravatar.com/avatar/')) avatarAttempts.push(request.url());
  });
  await context.route(/^https:\/\/gravatar\.com\/avatar\//, (route) => {
    avatarRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
  });
  const email = await signUp(page);

  await expect(page.getByTestId('account-name')).toHaveText(email.split('@')[0]!);
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const avatar = page.getByTestId('account-avatar');
  await expect(avatar).toHaveAttribute('data-avatar-kind', 'service');
  await expect(avatar.locator('img')).toHaveAttribute('src', `https://gravatar.com/avatar/${hash}?s=200&d=retro`);
  await expect.poll(() => avatarRequests.length).toBeGreaterThan(0);

  await openAccountMenu(page);
  await expect(page.getByRole('menu')).toContainText('My Account');
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', /^Subscription\s*free$/, 'Logout']);
  await page.getByRole('menuitem', { name: /^Subscription/ }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('current-tier')).toHaveText('Free');

  // Offline: the generic icon, and not a single request to the avatar service.
  const before = avatarAttempts.length;
  await context.setOffline(true);
  await expect(avatar).toHaveAttribute('data-avatar-kind', 'icon');
  await expect(avatar.locator('img')).toHaveCount(0);
  await openAccountMenu(page);
  await closeAccountMenu(page);
  // A marker image the page asks for after the menu drew: the page starts requests in order, so once
  // the marker's shows, any the menu started would have shown before it.
  const marker = 'https://gravatar.com/avatar/offline-marker';
  await page.evaluate((src) => void Object.assign(new Image(), { src }), marker);
  await expect.poll(() => avatarAttempts.at(-1)).toBe(marker);
  expect(avatarAttempts.slice(before)).toEqual([marker]);
  await context.setOffline(false);
  await expect(avatar).toHaveAttribute('data-avatar-kind', 'service');
});

test('planning is free; upgrading to premium yearly unlocks accent colours that recolour the app, and going back to free restores teal', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.route(/^https:\/\/gravatar\.com\/avatar\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  await signUp(page);
  await expectMenuTier(page, 'free');

  await page.goto('/debts');
  await addDebt(page, { name: 'Rewards Visa', type: 'credit_card', balance: '4200', interestRate: '24.99', minimumPayment: '90', dueDay: '15' });
  await addDebt(page, { name: 'Car loan', type: 'auto_loan', balance: '11800', interestRate: '6.9', minimumPayment: '310', dueDay: '3' });

  await page.goto('/strategy');
  const settings = page.getByRole('form', { name: 'Strategy settings' });
  await settings.getByLabel('Payoff strategy').selectOption('avalanche');
  await settings.getByLabel('Monthly budget ($)').fill('1000');
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

  // Free: the what-if scenarios are there with the engine's numbers, nothing locked.
  const scenarios = page.getByTestId('what-if-scenarios');
  await expect(scenarios).toBeVisible();
  await expect(page.getByTestId('premium-locked-what-if-scenarios')).toHaveCount(0);
  const debts: DebtInput[] = [
    { id: 'visa', name: 'Rewards Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly', dueDay: 15 },
    { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly', dueDay: 3 },
  ];
  const raised = planPayoff({ startMonth: currentMonth(), debts, strategy: { type: 'avalanche', monthlyBudget: 1100, debtPriorities: ['visa', 'car'] } });
  await expect(scenarios.getByTestId('what-if-row-100').getByTestId('what-if-debt-free')).toHaveText(monthLabel(raised.payoffDate!, 'short'));

  // Free: accent colours are described, marked Premium, and link to the plans.
  await page.goto('/settings');
  const locked = page.getByTestId('premium-locked-accent-colours');
  await expect(locked).toContainText('Accent colours');
  await expect(locked.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Accent colour' })).toHaveCount(0);
  await locked.getByRole('link', { name: 'See Premium plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await expect(page.getByTestId('premium-promise')).toContainText('no ads, and your data is never sold');
  await expect(page.getByTestId('no-payment-notice')).toContainText('No payment is taken in this version of Paydown');
  await expect(page.getByTestId('yearly-saving')).toHaveText('Save $19.89 a year (33%) against paying monthly');
  await page.getByRole('button', { name: 'Upgrade to Premium yearly' }).click();
  await expect(page.getByTestId('current-tier')).toHaveText('Premium yearly');
  await expect(page.getByTestId('subscription-status')).toHaveText('active');
  await expectMenuTier(page, 'premium yearly');

  // Premium: the accent really recolours the app's accent buttons, and a reload keeps it.
  await page.getByTestId('plan-change-message').getByRole('link', { name: 'Settings' }).click();
  const exportButton = page.getByRole('button', { name: 'Everything (JSON)' });
  await expect.poll(() => background(exportButton)).toBe(await paletteSolid(page, 'teal'));
  await page.getByRole('radiogroup', { name: 'Accent colour' }).getByText('Blue').click();
  await expect(page.locator('html')).toHaveAttribute('data-accent', 'blue');
  const blue = await paletteSolid(page, 'blue');
  expect(blue).not.toBe(await paletteSolid(page, 'teal'));
  await expect.poll(() => background(exportButton)).toBe(blue);
  await page.reload();
  await expect.poll(() => background(page.getByRole('button', { name: 'Everything (JSON)' }))).toBe(blue);

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Downgrade to Free' }).click();
  await expect(page.getByTestId('current-tier')).toHaveText('Free');
  await expectMenuTier(page, 'free');
  await expect(page.locator('html')).not.toHaveAttribute('data-accent', /.+/);
  await page.goto('/settings');
  await expect(page.getByTestId('premium-locked-accent-colours')).toBeVisible();
  await expect.poll(() => background(page.getByRole('button', { name: 'Everything (JSON)' }))).toBe(await paletteSolid(page, 'teal'));
});

/** An element's computed background colour. */
function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The colour the browser computes for a Chakra palette's solid shade in the page's current mode. */
function paletteSolid(page: Page, palette: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(--chakra-colors-${name}-solid)`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, palette);
}
