// @vitest-environment happy-dom
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { renderSignedIn } from '@/data/test-support/render-signed-in';
import { PremiumGate } from './premium-gate';
import { loadSubscription } from '@/data/subscriptions/load-subscription';
import { upgradeSubscription } from '@/data/subscriptions/upgrade-subscription';
import { usePremium } from '@/data/subscriptions/use-premium';
import { updateDocument } from '@/data/crdt-writes';
import { DatabaseContext } from '@/data/database-context';

// The first test of a file also opens RxDB (dev-mode, schemas): give the UI more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
});

function Tier() {
  const { tier, premium, isLoading } = usePremium();
  return <p data-testid="tier">{isLoading ? 'loading' : `${tier}/${premium ? 'premium' : 'basic'}`}</p>;
}

const Gated = () => (
  <PremiumGate feature="what-if-scenarios">
    <p>the scenarios</p>
  </PremiumGate>
);

test('a free user sees what the feature does, a Premium badge and a link to the plans, not the feature', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<Gated />, db);
  const locked = await screen.findByTestId('premium-locked-what-if-scenarios');
  expect(within(locked).getByText('Premium')).toBeTruthy();
  expect(within(locked).getByRole('heading', { name: 'What-if scenarios' })).toBeTruthy();
  expect(within(locked).getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/subscription');
  expect(screen.queryByText('the scenarios')).toBeNull();
});

test('upgrading unlocks the feature at once, and going back to free locks it again', async () => {
  const db = await openTestDatabase(['subscriptions']);
  const ctx = testContext(db);
  renderSignedIn(<><Tier /><Gated /></>, db);
  await screen.findByTestId('premium-locked-what-if-scenarios');
  expect(screen.getByTestId('tier').textContent).toBe('free/basic');

  await act(async () => void (await upgradeSubscription(ctx, 'premium_yearly')));
  expect(await screen.findByText('the scenarios')).toBeTruthy();
  expect(screen.getByTestId('tier').textContent).toBe('premium_yearly/premium');

  await act(async () => void (await upgradeSubscription(ctx, 'free')));
  expect(await screen.findByTestId('premium-locked-what-if-scenarios')).toBeTruthy();
  expect(screen.queryByText('the scenarios')).toBeNull();
});

test('a premium subscription that is not active gives the free tier', async () => {
  const db = await openTestDatabase(['subscriptions']);
  const ctx = testContext(db);
  await upgradeSubscription(ctx, 'premium_monthly');
  const doc = await db.subscriptions.findOne('user-1').exec();
  await updateDocument(doc!, { ifMatch: { $set: { status: 'expired' } } });
  renderSignedIn(<><Tier /><Gated /></>, db);
  await screen.findByTestId('premium-locked-what-if-scenarios');
  expect(screen.getByTestId('tier').textContent).toBe('free/basic');
});

test('nothing is shown while the database opens, and a failed database means free, not loading forever', async () => {
  const opening = renderSignedIn(<><Tier /><Gated /></>, null);
  expect((await opening.findByTestId('tier')).textContent).toBe('loading');
  expect(opening.queryByTestId('premium-locked-what-if-scenarios')).toBeNull();
  opening.unmount();

  // The hooks under a failed database (the app shows its failure page instead of the screens).
  const failed = { status: 'error', db: null, error: new Error('IndexedDB is not available') } as const;
  renderSignedIn(<DatabaseContext.Provider value={failed}><Tier /><Gated /></DatabaseContext.Provider>, null);
  expect((await screen.findByTestId('tier')).textContent).toBe('free/basic');
  expect(await screen.findByTestId('premium-locked-what-if-scenarios')).toBeTruthy();
});

test('the first read saves the default free subscription for the user', async () => {
  const db = await openTestDatabase(['subscriptions']);
  renderSignedIn(<Tier />, db);
  await screen.findByText('free/basic');
  expect((await loadSubscription(testContext(db))).tier).toBe('free');
  expect(await db.subscriptions.count().exec()).toBe(1);
});
