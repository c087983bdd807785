import { expect, test } from 'vitest';
import { SUBSCRIPTION_TIERS } from '@schemas/index';
import { effectiveTier } from './effective-tier';
import { FREE_FOREVER, PREMIUM_FEATURES, PREMIUM_PROMISE, canUseFeature, premiumFeature } from './premium-features';

test('every premium feature is open to both premium tiers and closed to free', () => {
  for (const feature of PREMIUM_FEATURES) {
    expect(canUseFeature(feature.id, 'premium_monthly')).toBe(true);
    expect(canUseFeature(feature.id, 'premium_yearly')).toBe(true);
    expect(canUseFeature(feature.id, 'free')).toBe(false);
  }
});

test('a premium subscription that is no longer active unlocks nothing', () => {
  const tier = effectiveTier({ status: 'expired', tier: 'premium_yearly' });
  expect(PREMIUM_FEATURES.some((feature) => canUseFeature(feature.id, tier))).toBe(false);
});

test('an unknown feature is an error, not a silent lock or unlock', () => {
  expect(() => canUseFeature('dark-magic' as never, 'premium_yearly')).toThrow('Unknown premium feature: dark-magic');
  expect(premiumFeature('accent-colours').name).toBe('Accent colours');
});

test('the tier list and the feature lists are the ones the screens describe', () => {
  expect(SUBSCRIPTION_TIERS).toEqual(['free', 'premium_monthly', 'premium_yearly']);
  // Premium never takes the user's own data, recording, or the comparison's numbers away.
  const premiumText = PREMIUM_FEATURES.map((feature) => `${feature.name} ${feature.description}`).join(' ').toLowerCase();
  for (const forbidden of ['export', 'import', 'delete', 'record', 'comparison', 'scenario', 'what-if', 'snowflake', 'budget', 'plan', 'schedule']) {
    expect(premiumText).not.toContain(forbidden);
  }
  expect(PREMIUM_FEATURES.map((feature) => feature.id)).toEqual(['accent-colours']);
  expect(FREE_FOREVER.join(' ')).toMatch(/seven payoff strategies compared/);
  // Planning is free: what-if, scenarios, one-time payments, budget changes and exports.
  expect(FREE_FOREVER.join(' ')).toMatch(/What-if amounts, named scenarios side by side, one-time extra payments and budget changes/);
  expect(FREE_FOREVER.join(' ')).toMatch(/exporting it/);
  expect(PREMIUM_PROMISE).toMatch(/no ads, and your data is never sold/);
});
