import { expect, test } from 'vitest';
import { SUBSCRIPTION_TIERS } from '@schemas/index';
import { SUBSCRIPTION_PLANS, planOf, priceLabel, tierChange, yearlySaving, yearlySavingLabel } from './subscription-plans';

test('every tier has a plan, at the prices of spec §9', () => {
  expect(SUBSCRIPTION_PLANS.map((plan) => plan.tier)).toEqual([...SUBSCRIPTION_TIERS]);
  expect(priceLabel(planOf('free'))).toBe('Free');
  expect(priceLabel(planOf('premium_monthly'))).toBe('$4.99 per month');
  expect(priceLabel(planOf('premium_yearly'))).toBe('$39.99 per year');
});

test('the yearly saving is worked out from the two prices', () => {
  // 12 × $4.99 = $59.88; $59.88 − $39.99 = $19.89, which is 33.2% of $59.88.
  expect(yearlySaving()).toEqual({ cents: 1989, percent: 33 });
  expect(yearlySavingLabel()).toBe('Save $19.89 a year (33%) against paying monthly');
  // Other prices, other saving: nothing is fixed in the label.
  const cheaper = SUBSCRIPTION_PLANS.map((plan) => (plan.tier === 'premium_yearly' ? { ...plan, priceCents: 2994 } : plan));
  expect(yearlySaving(cheaper)).toEqual({ cents: 2994, percent: 50 });
});

test('what choosing a tier means from each tier', () => {
  expect(tierChange('free', 'free')).toBe('current');
  expect(tierChange('free', 'premium_monthly')).toBe('upgrade');
  expect(tierChange('free', 'premium_yearly')).toBe('upgrade');
  expect(tierChange('premium_monthly', 'premium_yearly')).toBe('switch');
  expect(tierChange('premium_yearly', 'premium_monthly')).toBe('switch');
  expect(tierChange('premium_yearly', 'free')).toBe('downgrade');
  expect(tierChange('premium_yearly', 'premium_yearly')).toBe('current');
});
