import { describe, expect, test } from 'vitest';
import type { Payment } from '@schemas/index';
import { estimateInterestSoFar } from './interest-estimate';
import { paidSoFar, recordedBalancesByMonth } from './recorded-balances';
import { testDebtDocument as debt } from './test-debt-document';

const pay = (amount: number, date: string, debtId = 'd1') => ({ debtId, amount, date }) as Payment;
const charge = (interest: number, fees: number, date: string, debtId = 'd1') => ({ debtId, amount: interest + fees, interest, fees, date, kind: 'charge' }) as Payment;

describe('interest and fees charged (from statements) in progress', () => {
  // d1: opened at 1000; paid 100 (5 Jan) and 200 (5 Feb); charged 20 interest + 5 fees (31 Jan): 1000 − 300 + 25 = 725.
  // d2: opened at 100; paid 10; charged 30 interest: 100 − 10 + 30 = 120, more than it started at.
  const d1 = debt({ balance: 725 });
  const d2 = debt({ id: 'd2', balance: 120 });
  const entries = [pay(100, '2026-01-05'), charge(20, 5, '2026-01-31'), pay(200, '2026-02-05'), pay(10, '2026-01-07', 'd2'), charge(30, 0, '2026-01-20', 'd2')];

  test('principal paid is payments less charges (never below 0); what covered the charges and the charges are their own totals', () => {
    expect(paidSoFar([d1, d2], entries)).toEqual({
      // d1: 300 paid, 25 of it covered charges, 275 principal; d2: 10 paid, all of it covered charges, 0 principal.
      paymentsTotal: 310, paidOff: 275, paidToCharges: 35, chargedTotal: 55, interestCharged: 50, feesCharged: 5,
      owedTotal: 845, startingTotal: 1120, percent: (275 / 1120) * 100, creditTotal: 0, closedUnpaidTotal: 0,
    });
  });

  test('a charge raises the recorded balance from its date on', () => {
    expect(recordedBalancesByMonth([d1], entries, '2025-12', '2026-02')).toEqual([
      { month: '2025-12', balance: 1000 }, // before anything: the opening balance
      { month: '2026-01', balance: 925 }, // 1000 − 100 + 25 (the charge of 31 January counts on its day)
      { month: '2026-02', balance: 725 },
    ]);
  });

  test('interest so far: the statements’ interest up to the latest one (fees left out), estimated only after it', () => {
    // Opened at 1000 on 1 January at 36.5 %; statement of 10 January: 9 interest + 1 fee (1010);
    // 510 paid on 11 January (500). Then 500 × 36.5 % ÷ 365 = 0.50 a day for 11–20 January: 5.00.
    const d = debt({ balance: 500, interestRate: 36.5, createdAt: '2026-01-01T08:00:00.000Z' });
    expect(estimateInterestSoFar([d], [charge(9, 1, '2026-01-10'), pay(510, '2026-01-11')], '2026-01-21')).toBe(9 + 10 * 0.5);
  });
});
