import { afterEach, expect, test } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { PaydownDatabase } from '../paydown-database';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { loadSubscription } from './load-subscription';
import { upgradeSubscription } from './upgrade-subscription';
import { watchSubscription } from './watch-subscription';

afterEach(closeTestDatabases);

test('loading a user’s subscription for the first time saves the default free one', async () => {
  const ctx = testContext(await openTestDatabase(['subscriptions']));
  expect(await loadSubscription(ctx)).toMatchObject({ id: 'user-1', status: 'active', tier: 'free', autoRenew: false });
  expect(await ctx.db.subscriptions.count().exec()).toBe(1);
  expect((await loadSubscription(ctx)).createdAt).toBe('2026-01-15T10:00:00.000Z');
});

test('a load failure falls back to the default free subscription and logs', async () => {
  const ctx = testContext(await openTestDatabase(['subscriptions']));
  const broken = { ...ctx, db: { subscriptions: { findOne: () => { throw new Error('IndexedDB gone'); } } } as unknown as PaydownDatabase };
  expect(await loadSubscription(broken)).toMatchObject({ status: 'active', tier: 'free', uid: 'user-1' });
  expect(ctx.logger.errors).toHaveLength(1);
});

test('upgrading sets the tier, status active and start date now', async () => {
  const ctx = testContext(await openTestDatabase(['subscriptions']));
  await loadSubscription(ctx);
  const result = await upgradeSubscription(ctx, 'premium_yearly');
  expect(result.success && result.data).toMatchObject({
    tier: 'premium_yearly', status: 'active', startDate: '2026-01-15T10:00:01.000Z', updatedAt: '2026-01-15T10:00:01.000Z',
  });
  expect((await firstValueFrom(watchSubscription(ctx.db, 'user-1'))).tier).toBe('premium_yearly');
});

test('upgrading to an unknown tier is refused and nothing is written', async () => {
  const ctx = testContext(await openTestDatabase(['subscriptions']));
  expect(await upgradeSubscription(ctx, 'platinum' as never)).toMatchObject({
    success: false,
    fieldErrors: { tier: 'tier must be one of: free, premium_monthly, premium_yearly' },
  });
  expect(await ctx.db.subscriptions.count().exec()).toBe(0);
});

test('the live subscription is the default free one until one is stored', async () => {
  const ctx = testContext(await openTestDatabase(['subscriptions']));
  expect(await firstValueFrom(watchSubscription(ctx.db, 'user-1'))).toMatchObject({ tier: 'free', status: 'active' });
});
