import { expect, test } from 'vitest';
import { readBudgetStepForm } from './budget-step-form';
import { readSnowflakeForm } from './snowflake-form';

test('a one-time payment as typed: money with $ and commas, no debt or label left out, messages in the form’s words', () => {
  expect(readSnowflakeForm({ date: '2027-04-15', amount: '$2,000.50', debtId: '', label: '  Tax refund ' })).toEqual({
    values: { date: '2027-04-15', amount: 2000.5, debtId: null, label: 'Tax refund' },
    errors: {},
  });
  expect(readSnowflakeForm({ date: '2027-02-30', amount: '0', debtId: 'd1', label: '' }).errors).toEqual({
    date: 'Date must be a real date',
    amount: 'Amount must be more than 0',
  });
  expect(readSnowflakeForm({ date: '', amount: 'a lot', debtId: '', label: 'x'.repeat(201) }).errors).toEqual({
    date: 'Date is required',
    amount: 'Amount must be a number',
    label: 'Label must be at most 200 characters',
  });
});

test('a budget change as typed: a month starts on its first day; text a browser without month inputs lets through gets a clear message', () => {
  expect(readBudgetStepForm({ from: '2027-06', monthlyBudget: '800' })).toEqual({ values: { from: '2027-06-01', monthlyBudget: 800 }, errors: {} });
  expect(readBudgetStepForm({ from: 'June 2027', monthlyBudget: '' }).errors).toEqual({
    from: 'Month must be a month like 2027-06',
    monthlyBudget: 'Monthly budget is required',
  });
  expect(readBudgetStepForm({ from: '2027-13', monthlyBudget: '-1' }).errors).toEqual({
    from: 'Month must be a month like 2027-06',
    monthlyBudget: 'Monthly budget must be 0 or more',
  });
});
