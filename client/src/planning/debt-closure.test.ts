import { describe, expect, test } from 'vitest';
import type { Payment } from '@schemas/index';
import { clearedDebts } from './cleared-debts';
import { balanceText, closureBadge, closureNote, creditNote } from './debt-closure';
import { isClosedByUser, totalOwed } from './debt-status';
import { estimateInterestSoFar } from './interest-estimate';
import { paidSoFar, recordedBalancesByMonth } from './recorded-balances';
import { testDebtDocument as debt } from './test-debt-document';

const pay = (amount: number, date: string, debtId = 'd1') => ({ debtId, amount, date }) as Payment;

describe('a credit (a balance below zero) is shown as a credit, never as a negative balance', () => {
  // $900 paid on a $600 debt, the excess kept as a credit.
  const credited = debt({ balance: -300, isPaid: true });
  const payments = [pay(900, '2026-02-10')];

  test('the balance reads "Credit $300.00" and the debt is paid off', () => {
    expect(balanceText(credited)).toBe('Credit $300.00');
    expect(closureBadge(credited)).toBe('Paid off');
    expect(creditNote(credited)).toBe('$300.00 was paid beyond what it owed; it is kept as a credit and not counted as paid down');
    expect(totalOwed([credited])).toBe(0);
    // Even a credit that is not flagged paid (a merge can leave it so) owes nothing and shows no minus.
    expect(balanceText(debt({ balance: -20 }))).toBe('Credit $20.00');
    expect(balanceText(debt({ balance: -0.001 }))).toBe('$0.00');
    expect(balanceText(debt({ balance: 600 }))).toBe('$600.00');
  });

  test('progress counts only what was owed: the excess is not paid down', () => {
    expect(paidSoFar([credited], payments)).toEqual({
      startingTotal: 600, owedTotal: 0, paidOff: 600, percent: 100, paymentsTotal: 900, creditTotal: 300, closedUnpaidTotal: 0,
      chargedTotal: 0, interestCharged: 0, feesCharged: 0, paidToCharges: 0,
    });
    expect(paidSoFar([credited, debt({ id: 'd2', balance: 600 })], payments)).toMatchObject({ startingTotal: 1200, paidOff: 600, percent: 50 });
  });

  test('the recorded balance before the payment is what was owed, $600, not $900', () => {
    expect(recordedBalancesByMonth([credited], payments, '2026-01', '2026-02').map((p) => p.balance)).toEqual([600, 0]);
  });
});

describe('a debt the user closed', () => {
  const settled = debt({ balance: 3000, isPaid: true, closedAs: 'settled', closedOn: '2026-03-03', updatedAt: '2026-03-04T10:00:00.000Z' });

  test('reads with how and when it closed, and what it left unpaid', () => {
    expect(closureBadge(settled)).toBe('Settled');
    expect(balanceText(settled)).toBe('$0.00');
    expect(closureNote(settled)).toBe('Settled on Mar 3, 2026; $3,000.00 of it was not paid');
    expect(closureNote(debt({ balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-03-03' }))).toBe('Paid in full on Mar 3, 2026');
    expect(closureBadge(debt({ balance: 9500, isPaid: true, closedAs: 'forgiven' }))).toBe('Forgiven');
    expect(closureBadge(debt({ balance: 9500, isPaid: true, closedAs: 'refinanced' }))).toBe('Refinanced');
    expect(closureNote(debt({ balance: 0, isPaid: true }))).toBeNull();
    expect(closureBadge(debt({ balance: 10 }))).toBeNull();
  });

  test('only a debt the user closed can be reopened', () => {
    expect(isClosedByUser(settled)).toBe(true);
    expect(isClosedByUser(debt({ balance: 0, isPaid: true, closedAs: 'paid_in_full' }))).toBe(true);
    expect(isClosedByUser(debt({ balance: 9500, isPaid: true }))).toBe(true);
    expect(isClosedByUser(debt({ balance: 0, isPaid: true }))).toBe(false);
    expect(isClosedByUser(debt({ balance: 10 }))).toBe(false);
  });

  test('counts as owed until the day it closed (closedOn), and leaves the milestones with how it closed', () => {
    expect(recordedBalancesByMonth([settled], [], '2026-02', '2026-04').map((p) => p.balance)).toEqual([3000, 0, 0]);
    expect(clearedDebts([settled], [pay(100, '2026-01-05')])).toEqual([{ id: 'd1', name: 'Visa', date: '2026-03-03', how: 'settled' }]);
    // No interest after it closed: $3,000 at 36.5 % is $3 a day, for the 2 days before Mar 3.
    const closing = { ...settled, interestRate: 36.5, createdAt: '2026-03-01T08:00:00.000Z' };
    expect(estimateInterestSoFar([closing], [], '2026-03-10')).toBe(6);
  });
});
