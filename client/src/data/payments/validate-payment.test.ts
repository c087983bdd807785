import { expect, test } from 'vitest';
import { validateNewPayment, validatePaymentChanges } from './validate-payment';

const payment = { debtId: 'd1', amount: 50, date: '2026-01-20' };

test('a payment needs a debt, an amount above 0 and a real date', () => {
  expect(validateNewPayment(payment)).toEqual({});
  expect(validateNewPayment({ ...payment, amount: 0 })).toEqual({ amount: 'amount must be more than 0' });
  expect(validateNewPayment({ ...payment, amount: -5 })).toEqual({ amount: 'amount must be more than 0' });
  expect(validateNewPayment({ ...payment, amount: Number.NaN })).toEqual({ amount: 'amount must be a number' });
  expect(validateNewPayment({ ...payment, date: '2026-13-01' })).toEqual({ date: 'date must be a real date' });
  expect(validateNewPayment({ amount: 5, date: '2026-01-01' })).toEqual({ debtId: 'debtId is required' });
});

test('changes check only what is present', () => {
  expect(validatePaymentChanges({ notes: 'late fee' })).toEqual({});
  expect(validatePaymentChanges({ amount: Number.POSITIVE_INFINITY })).toEqual({ amount: 'amount must be a finite number' });
});
