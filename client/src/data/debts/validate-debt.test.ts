import { expect, test } from 'vitest';
import { visa } from '../test-support/test-debt';
import { validateDebtChanges, validateNewDebt } from './validate-debt';

test('a complete debt is valid', () => {
  expect(validateNewDebt(visa({ dueDay: 15, highLimit: '5000', promoEndDate: '2026-06-30', colorHex: '#ff8800' }))).toEqual({});
});

test.each([
  ['a negative balance', { balance: -5 }, 'balance', 'balance must be 0 or more'],
  ['an APR over 100', { interestRate: 120 }, 'interestRate', 'interestRate must be at most 100'],
  ['an unknown debt type', { type: 'payday' as never }, 'type', 'type must be one of: credit_card, student_loan, personal_loan, auto_loan, mortgage, medical, other'],
  ['an unknown payment frequency', { paymentFrequency: 'daily' as never }, 'paymentFrequency', expect.stringContaining('paymentFrequency must be one of')],
  ['an empty name', { name: '  ' }, 'name', 'name is required'],
  ['a balance that is not finite', { balance: Number.POSITIVE_INFINITY }, 'balance', 'balance must be a finite number'],
  ['a minimum payment that is not a number', { minimumPayment: Number.NaN }, 'minimumPayment', 'minimumPayment must be a number'],
  ['a due day of 32', { dueDay: 32 }, 'dueDay', 'dueDay must be at most 31'],
  ['a credit limit that is not a number', { highLimit: 'lots' }, 'highLimit', 'highLimit must be a number'],
  ['a promo APR over 100', { promoAPR: 101 }, 'promoAPR', 'promoAPR must be at most 100'],
  ['an impossible date', { promoEndDate: '2026-02-30' }, 'promoEndDate', 'promoEndDate must be a real date'],
  ['an unknown minimum-payment method', { minPayCalc: 'magic' as never }, 'minPayCalc', expect.stringContaining('minPayCalc must be one of')],
])('%s is refused with a message naming the field', (_label, change, field, message) => {
  expect(validateNewDebt(visa(change))).toEqual({ [field]: message });
});

test('a new debt without a required field is refused', () => {
  const { interestRate: _left, ...rest } = visa();
  expect(validateNewDebt(rest)).toEqual({ interestRate: 'interestRate is required' });
});

test('changes: only present fields are checked, and a required field cannot be cleared', () => {
  expect(validateDebtChanges({ notes: 'hi' })).toEqual({});
  expect(validateDebtChanges({ name: undefined, balance: 10 })).toEqual({});
  expect(validateDebtChanges({ name: null })).toEqual({ name: 'name is required' });
  expect(validateDebtChanges({ dueDay: null })).toEqual({});
});
