import { expect, test } from 'vitest';
import { validateNewStrategy, validateStrategyChanges } from './validate-strategy';

const strategy = { name: 'Snowball plan', type: 'snowball', monthlyBudget: 800 };

test('a strategy needs a name, a known type and a budget of 0 or more', () => {
  expect(validateNewStrategy(strategy)).toEqual({});
  expect(validateNewStrategy({ ...strategy, type: 'lottery' })).toEqual({ type: expect.stringContaining('type must be one of: snowball') });
  expect(validateNewStrategy({ ...strategy, monthlyBudget: -1 })).toEqual({ monthlyBudget: 'monthlyBudget must be 0 or more' });
  expect(validateNewStrategy({ ...strategy, name: '' })).toEqual({ name: 'name is required' });
  expect(validateNewStrategy({ ...strategy, monthlyBudget: Number.NaN })).toEqual({ monthlyBudget: 'monthlyBudget must be a number' });
});

test('extra-payment fields: known schedules (and the spec’s word "monthly"), sensible counts and days', () => {
  expect(validateNewStrategy({ ...strategy, extraPaymentFrequency: 'monthly' })).toEqual({});
  expect(validateNewStrategy({ ...strategy, extraPaymentFrequency: 'yearly' })).toEqual({
    extraPaymentFrequency: 'extraPaymentFrequency must be one of: once_per_month, every_x_days, selected_days',
  });
  expect(validateStrategyChanges({ extraPaymentTimesPerMonth: 0 })).toEqual({
    extraPaymentTimesPerMonth: 'extraPaymentTimesPerMonth must be 1 or more',
  });
  expect(validateStrategyChanges({ extraPaymentSelectedDays: [1, 32] })).toEqual({
    extraPaymentSelectedDays: 'extraPaymentSelectedDays must be whole days from 1 to 31',
  });
  expect(validateStrategyChanges({ debtPriorities: ['a,b'] })).toEqual({ debtPriorities: 'debtPriorities ids cannot contain commas' });
});
