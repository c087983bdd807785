// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DatabaseContext } from '@/data/database-context';
import { updateDocument } from '@/data/crdt-writes';
import { upgradeSubscription } from '@/data/subscriptions/upgrade-subscription';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { AccentSetting } from './accent-setting';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.accent;
  await closeTestDatabases();
});

const setting = (
  <ThemeProvider>
    <AccentSetting />
  </ThemeProvider>
);

test('a free member sees what accent colours are, a Premium badge and a link to the plans, not the choice', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(setting, db);
  const locked = await screen.findByTestId('premium-locked-accent-colours');
  expect(within(locked).getByText('Premium')).toBeTruthy();
  expect(within(locked).getByRole('heading', { name: 'Accent colours' })).toBeTruthy();
  expect(within(locked).getByText(/pick the colour of its buttons, links and charts/)).toBeTruthy();
  expect(within(locked).getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/subscription');
  expect(screen.queryByRole('radiogroup', { name: 'Accent colour' })).toBeNull();
});

test('a Premium member picks an accent: it is kept on this device and set on the page; going back to free locks the choice', async () => {
  const db = await openTestDatabase(['subscriptions']);
  const ctx = testContext(db);
  await upgradeSubscription(ctx, 'premium_monthly');
  renderSignedIn(setting, db);
  const group = await screen.findByRole('radiogroup', { name: 'Accent colour' });
  expect((within(group).getByRole('radio', { name: 'Teal' }) as HTMLInputElement).checked).toBe(true);
  expect(document.documentElement.dataset.accent).toBeUndefined();

  fireEvent.click(within(group).getByText('Purple'));
  expect(await screen.findByRole('radio', { name: 'Purple', checked: true })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.dataset.accent).toBe('purple'));
  expect(localStorage.getItem('accent')).toBe('purple');

  await act(async () => void (await upgradeSubscription(ctx, 'free')));
  expect(await screen.findByTestId('premium-locked-accent-colours')).toBeTruthy();
});

test('a premium subscription that is not active, or a database that failed, gives the locked card', async () => {
  const db = await openTestDatabase(['subscriptions']);
  await upgradeSubscription(testContext(db), 'premium_yearly');
  await updateDocument((await db.subscriptions.findOne('user-1').exec())!, { ifMatch: { $set: { status: 'expired' } } });
  renderSignedIn(setting, db);
  expect(await screen.findByTestId('premium-locked-accent-colours')).toBeTruthy();
  cleanup();

  const failed = { status: 'error', db: null, error: new Error('IndexedDB is not available') } as const;
  renderSignedIn(<DatabaseContext.Provider value={failed}>{setting}</DatabaseContext.Provider>, null);
  expect(await screen.findByTestId('premium-locked-accent-colours')).toBeTruthy();
});

test('nothing shows while the tier is read, so a Premium member never sees the lock flash', async () => {
  renderSignedIn(setting, null);
  // The database is still opening: neither the lock nor the choice.
  await act(async () => {});
  expect(screen.queryByTestId('premium-locked-accent-colours')).toBeNull();
  expect(screen.queryByRole('radiogroup', { name: 'Accent colour' })).toBeNull();
});
