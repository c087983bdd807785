import { describe, expect, test } from 'vitest';
import type { Debt, Payment } from '@schemas/index';
import { planPayoff, type PlanResult } from '@/payoff/index';
import { paymentOccurrences, type PaymentOccurrence } from './payment-occurrences';
import { testDebtDocument } from './test-debt-document';

const date = (text: string) => new Date(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
const pay = (debtId: string, on: string) => ({ debtId, date: on }) as Payment;
const plan = (debts: Debt[], monthlyBudget: number, startMonth = '2027-01') => planPayoff({ startMonth, debts, strategy: { type: 'avalanche', monthlyBudget } });

function occurrences(debts: Debt[], thePlan: PlanResult | null, from: string, to: string, today = '2027-01-01', payments: Payment[] = []) {
  return paymentOccurrences({ debts, payments, plan: thePlan, from: date(from), to: date(to), today: date(today) });
}

const brief = (list: PaymentOccurrence[]) => list.map(({ date: on, planned, status }) => [on, planned, status]);

describe('payment occurrences', () => {
  // $1,000 at 0 %, $100 due every other Friday from Jan 1, 2027; $300.01 a month for it.
  // January holds three due dates (1st, 15th, 29th): $300.01 is $100.00 + $100.00 + $100.01.
  // February (12th, 26th) and March (12th, 26th): $150.00 + $150.01, leaving $99.97.
  // April 9th pays the $99.97 left (less than the $100 minimum); April 23rd is not due any more.
  const biweekly = testDebtDocument({ id: 'b', name: 'Loan', balance: 1000, interestRate: 0, minimumPayment: 100, paymentFrequency: 'biweekly', dueDate: '2027-01-01' });

  test('biweekly: three payments in January, the cents left over on the last date, paid off mid-range', () => {
    const list = occurrences([biweekly], plan([biweekly], 300.01), '2027-01-01', '2027-06-30');
    expect(brief(list)).toEqual([
      ['2027-01-01', 100, 'due'],
      ['2027-01-15', 100, 'upcoming'],
      ['2027-01-29', 100.01, 'upcoming'],
      ['2027-02-12', 150, 'upcoming'],
      ['2027-02-26', 150.01, 'upcoming'],
      ['2027-03-12', 150, 'upcoming'],
      ['2027-03-26', 150.01, 'upcoming'],
      ['2027-04-09', 99.97, 'upcoming'],
    ]);
    // The minimum due is never more than the plan pays on the date (the last, smaller payment).
    expect(list.map((entry) => entry.minimum)).toEqual([100, 100, 100, 100, 100, 100, 100, 99.97]);
  });

  test('the 31st falls on the last day of February, and the 31st again in March', () => {
    const card = testDebtDocument({ id: 'c', name: 'Card', balance: 5000, interestRate: 0, minimumPayment: 40, dueDay: 31 });
    const list = occurrences([card], plan([card], 40), '2027-01-01', '2027-04-30');
    expect(brief(list)).toEqual([
      ['2027-01-31', 40, 'upcoming'],
      ['2027-02-28', 40, 'upcoming'],
      ['2027-03-31', 40, 'upcoming'],
      ['2027-04-30', 40, 'upcoming'],
    ]);
  });

  test('paid, missed, due and upcoming from the recorded payments (a payment up to 3 days late still pays its date)', () => {
    const card = testDebtDocument({ id: 'c', name: 'Card', balance: 5000, interestRate: 0, minimumPayment: 40, dueDay: 10 });
    const debts = [biweekly, card];
    const payments = [pay('b', '2027-01-02'), pay('c', '2027-01-12'), pay('b', '2027-01-10')];
    const list = occurrences(debts, plan(debts, 400), '2027-01-01', '2027-01-31', '2027-01-20', payments);
    expect(list.map(({ debtName, date: on, status }) => [debtName, on, status])).toEqual([
      ['Loan', '2027-01-01', 'paid'],
      ['Card', '2027-01-10', 'paid'],
      // The payment of the 10th is after the 1st's grace days and before the 15th: it pays the 15th.
      ['Loan', '2027-01-15', 'paid'],
      ['Loan', '2027-01-29', 'upcoming'],
    ]);
    const unpaid = occurrences(debts, plan(debts, 400), '2027-01-01', '2027-01-31', '2027-01-20', []);
    expect(unpaid.map((entry) => entry.status)).toEqual(['missed', 'missed', 'missed', 'upcoming']);
    const dueToday = occurrences(debts, plan(debts, 400), '2027-01-01', '2027-01-31', '2027-01-29', []);
    expect(dueToday.at(-1)?.status).toBe('due');
    // Added to Paydown on January 12th: the dates before are not called missed, as on the Dashboard.
    const added = debts.map((debt) => ({ ...debt, createdAt: '2027-01-12T09:00:00.000Z' }));
    const untracked = occurrences(added, plan(added, 400), '2027-01-01', '2027-01-31', '2027-01-20', []);
    expect(untracked.map((entry) => entry.status)).toEqual(['untracked', 'untracked', 'missed', 'upcoming']);
  });

  test('an every-3-months debt: extra paid in the months between is carried to its next due date; the dates add up to the plan', () => {
    const quarterly = testDebtDocument({
      id: 'q', name: 'Clinic', balance: 900, interestRate: 0, minimumPayment: 100, paymentFrequency: 'custom_months', dueDate: '2027-02-15', customMetadata: { paymentInterval: 3 },
    });
    // $150 a month: January's $150 (no due date) goes with February's on the 15th: $300;
    // March's and April's $150 go with May's: $450; June's last $150 (the plan's last month, no
    // due date) is paid by the next due date, Aug 15, and nothing is due after it.
    const list = occurrences([quarterly], plan([quarterly], 150), '2027-01-01', '2027-12-31');
    expect(brief(list)).toEqual([
      ['2027-02-15', 300, 'upcoming'],
      ['2027-05-15', 450, 'upcoming'],
      ['2027-08-15', 150, 'upcoming'],
    ]);
  });

  test('before the plan starts a date shows the minimum; without a plan every date does; a debt with no due day has none', () => {
    const card = testDebtDocument({ id: 'c', name: 'Card', balance: 5000, interestRate: 0, minimumPayment: 40, dueDay: 5 });
    const undated = testDebtDocument({ id: 'u', name: 'Undated', balance: 500 });
    const debts = [card, undated];
    expect(brief(occurrences(debts, plan(debts, 100), '2026-12-01', '2027-01-31', '2027-01-01', [pay('c', '2026-12-05')]))).toEqual([
      ['2026-12-05', 40, 'paid'],
      // The $10 above the minimums goes to Undated (20 % APR): Card gets its minimum.
      ['2027-01-05', 40, 'upcoming'],
    ]);
    expect(brief(occurrences(debts, null, '2027-01-01', '2027-02-28'))).toEqual([
      ['2027-01-05', 40, 'upcoming'],
      ['2027-02-05', 40, 'upcoming'],
    ]);
  });

  test('for every frequency, the dates of the whole plan add up to what the plan pays each debt, to the cent', () => {
    const debts = [
      testDebtDocument({ id: 'm', name: 'Monthly', balance: 2400, interestRate: 19.99, minimumPayment: 60, dueDay: 30 }),
      testDebtDocument({ id: 'b', name: 'Biweekly', balance: 3100, interestRate: 6.5, minimumPayment: 70, paymentFrequency: 'biweekly', dueDate: '2026-12-18' }),
      testDebtDocument({ id: 'w', name: 'Weekly', balance: 900, interestRate: 12, minimumPayment: 15, paymentFrequency: 'weekly', dueDate: '2027-01-04' }),
      testDebtDocument({ id: 'd', name: 'Ten days', balance: 1300, interestRate: 9, minimumPayment: 25, paymentFrequency: 'custom_days', dueDate: '2027-01-07', customMetadata: { paymentInterval: 10 } }),
      testDebtDocument({ id: 'q', name: 'Quarterly', balance: 1800, interestRate: 3, minimumPayment: 150, paymentFrequency: 'custom_months', dueDate: '2027-03-20', customMetadata: { paymentInterval: 3 } }),
    ];
    const thePlan = plan(debts, 1100.37);
    expect(thePlan.status).toBe('ok');
    const list = occurrences(debts, thePlan, '2027-01-01', '2030-12-31');
    for (const summary of thePlan.debts) {
      const cents = list.filter((entry) => entry.debtId === summary.id).reduce((sum, entry) => sum + Math.round(entry.planned * 100), 0);
      expect(cents, summary.name).toBe(Math.round(summary.totalPaid! * 100));
    }
  });
});
