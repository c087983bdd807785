import { expect, test } from 'vitest';
import { defaultSubscription } from './default-subscription';
import { effectiveTier, isPremium, isPremiumTier, tierLabel } from './effective-tier';

test('the default local subscription is active, free, without end date, platform, token or auto-renew', () => {
  expect(defaultSubscription('u1', '2026-01-15T10:00:00.000Z')).toEqual({
    id: 'u1', uid: 'u1', userId: 'u1', status: 'active', tier: 'free', autoRenew: false,
    createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:00.000Z',
  });
});

test('only an active subscription gives its tier; otherwise the tier is free', () => {
  expect(effectiveTier({ status: 'active', tier: 'premium_yearly' })).toBe('premium_yearly');
  expect(effectiveTier({ status: 'expired', tier: 'premium_yearly' })).toBe('free');
  expect(effectiveTier({ status: 'cancelled', tier: 'premium_monthly' })).toBe('free');
  expect(effectiveTier(null)).toBe('free');
});

test('premium means premium_monthly or premium_yearly (and only while active)', () => {
  expect(isPremiumTier('premium_monthly')).toBe(true);
  expect(isPremiumTier('premium_yearly')).toBe(true);
  expect(isPremiumTier('free')).toBe(false);
  expect(isPremium({ status: 'active', tier: 'premium_monthly' })).toBe(true);
  expect(isPremium({ status: 'expired', tier: 'premium_monthly' })).toBe(false);
});

test('the account menu shows the tier with underscores as spaces', () => {
  expect(tierLabel('premium_monthly')).toBe('premium monthly');
});
