// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase } from '@/data/test-support/test-database';
import { dayLabel } from '@/lib/calendar-month';
import { todayIso } from '@/lib/today';
import { SubscriptionPage } from './subscription-page';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeTestDatabases();
});

const currentTier = () => screen.getByTestId('current-tier').textContent;

test('shows the three tiers with their prices, the yearly saving and that no payment is taken', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<SubscriptionPage />, db);
  await screen.findByTestId('current-tier');
  expect(currentTier()).toBe('Free');
  expect(screen.getByTestId('subscription-status').textContent).toBe('active');
  expect(within(screen.getByTestId('plan-free')).getByRole('button', { name: 'Your current plan' })).toHaveProperty('disabled', true);
  expect(screen.getByTestId('plan-premium_monthly').textContent).toContain('$4.99 per month');
  expect(screen.getByTestId('plan-premium_yearly').textContent).toContain('$39.99 per year');
  expect(screen.getByTestId('yearly-saving').textContent).toBe('Save $19.89 a year (33%) against paying monthly');
  expect(screen.getByTestId('no-payment-notice').textContent).toContain('No payment is taken in this version of Paydown');
  expect(screen.getByRole('heading', { name: 'What Premium adds' })).toBeTruthy();
});

test('says plainly why Premium exists, that it adds accent colours, and that planning, scenarios and exports stay free', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<SubscriptionPage />, db);
  await screen.findByTestId('current-tier');
  expect(screen.getByRole('heading', { name: 'Why Premium' })).toBeTruthy();
  expect(screen.getByTestId('premium-promise').textContent).toBe(
    'Premium is how people who find Paydown useful pay for it: no ads, and your data is never sold. It adds personal touches only. Every number about your debts, your plan and its scenarios, and every export, stays free.',
  );
  const adds = screen.getByRole('region', { name: 'What Premium adds' });
  expect(within(adds).getByText('Accent colours')).toBeTruthy();
  expect(within(adds).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  expect(adds.textContent).not.toMatch(/what-if|scenario/i);
  const free = screen.getByRole('region', { name: 'Free on every plan' });
  expect(free.textContent).toContain('What-if amounts, named scenarios side by side, one-time extra payments and budget changes');
  expect(free.textContent).toContain('Saving your plan, the month-by-month schedule, printing it and exporting it');
});

test('upgrading makes the chosen tier active from today, and downgrading returns to Free', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<SubscriptionPage />, db);
  fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium yearly' }));

  await waitFor(() => expect(currentTier()).toBe('Premium yearly'));
  expect(screen.getByTestId('subscription-status').textContent).toBe('active');
  expect(screen.getByTestId('current-tier').parentElement?.parentElement?.textContent).toContain(`since ${dayLabel(todayIso())}`);
  expect(screen.getByTestId('plan-change-message').textContent).toMatch(/^You are on Premium yearly now\. Find Accent colours on the Settings screen\.$/);
  const stored = (await db.subscriptions.findOne('user-1').exec())?.toJSON();
  expect(stored).toMatchObject({ tier: 'premium_yearly', status: 'active' });
  expect(Date.now() - Date.parse(stored?.startDate ?? '')).toBeLessThan(60_000);

  fireEvent.click(screen.getByRole('button', { name: 'Switch to Premium monthly' }));
  await waitFor(() => expect(currentTier()).toBe('Premium monthly'));

  fireEvent.click(screen.getByRole('button', { name: 'Downgrade to Free' }));
  await waitFor(() => expect(currentTier()).toBe('Free'));
  expect(screen.getByTestId('plan-change-message').textContent).toBe('You are on Free now. Everything you recorded is still here.');
  expect((await db.subscriptions.findOne('user-1').exec())?.tier).toBe('free');
});

test('a plan change that cannot be saved says so and changes nothing', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A database without the subscriptions collection: reads fall back to Free, writes fail.
  const db = await openTestDatabase(['users']);
  renderSignedIn(<SubscriptionPage />, db);
  fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium monthly' }));
  const message = await screen.findByRole('alert');
  expect(message.textContent).toMatch(/^Could not change your plan to Premium monthly: /);
  expect(currentTier()).toBe('Free');
});
