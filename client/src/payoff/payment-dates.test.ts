import { describe, expect, it } from 'vitest';
import { type MonthIndex, dayNumber, parseMonth } from './calendar';
import { dueDatesInMonth, paymentSchedule, paymentsInMonth, scheduleAnchor } from './payment-dates';
import { planPayoff } from './plan-payoff';
import { testDebt, testStrategy } from './test-debts';

const month = (text: string) => parseMonth(text) as MonthIndex;

describe('payment dates', () => {
  it('finds the three-payment months of a biweekly schedule on real dates', () => {
    // 2027-01-01 is a Friday: Jan 1, 15, 29; … Jul 2, 16, 30; … Dec 3, 17, 31.
    const biweekly = paymentSchedule('biweekly', dayNumber(2027, 1, 1), null);
    expect(dueDatesInMonth(biweekly, month('2027-01'))).toEqual(['2027-01-01', '2027-01-15', '2027-01-29']);
    expect(dueDatesInMonth(biweekly, month('2027-02'))).toEqual(['2027-02-12', '2027-02-26']);
    expect(dueDatesInMonth(biweekly, month('2027-07'))).toEqual(['2027-07-02', '2027-07-16', '2027-07-30']);
    const counts = Array.from({ length: 12 }, (_, m) => paymentsInMonth(biweekly, month(`2027-${String(m + 1).padStart(2, '0')}`)));
    expect(counts).toEqual([3, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 3]);
  });

  it('counts weekly payments from the due day of the start month', () => {
    const weekly = paymentSchedule('weekly', scheduleAnchor(month('2027-01'), null, 5), null);
    expect(dueDatesInMonth(weekly, month('2027-01'))).toEqual(['2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26']);
    expect(paymentsInMonth(weekly, month('2027-03'))).toBe(5);
  });

  it('extends a schedule anchored before the plan into the plan', () => {
    const biweekly = paymentSchedule('biweekly', scheduleAnchor(month('2027-01'), '2026-12-25', 3), null);
    expect(dueDatesInMonth(biweekly, month('2027-01'))).toEqual(['2027-01-08', '2027-01-22']);
  });

  it('steps custom intervals in days or months', () => {
    const everyTenDays = paymentSchedule('custom_days', dayNumber(2027, 1, 3), 10);
    expect(dueDatesInMonth(everyTenDays, month('2027-02'))).toEqual(['2027-02-02', '2027-02-12', '2027-02-22']);
    const quarterly = paymentSchedule('custom_months', dayNumber(2027, 2, 15), 3);
    expect(['2027-01', '2027-02', '2027-03', '2027-05', '2027-11'].map((m) => paymentsInMonth(quarterly, month(m)))).toEqual([0, 1, 0, 1, 1]);
    expect(paymentSchedule('custom_days', dayNumber(2027, 1, 1), null)).toMatchObject({ step: 14 });
  });

  it('moves a monthly due day the month lacks to its last day, and clamps the anchor day', () => {
    const monthly = paymentSchedule('monthly', scheduleAnchor(month('2027-02'), null, 31), null, 31);
    expect(dueDatesInMonth(monthly, month('2027-02'))).toEqual(['2027-02-28']);
    expect(dueDatesInMonth(monthly, month('2027-04'))).toEqual(['2027-04-30']);
    expect(dueDatesInMonth(monthly, month('2027-05'))).toEqual(['2027-05-31']);
  });

  it('charges a per-payment minimum once per due date: three biweekly payments in January and July', () => {
    const debt = testDebt({ id: 'car', balance: 5000, interestRate: 0, minimumPayment: 100, paymentFrequency: 'biweekly', dueDate: '2027-01-01' });
    const plan = planPayoff({ startMonth: '2027-01', debts: [debt], strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: 300 }) });
    expect(plan.months.slice(0, 7).map((row) => row.totalPayment)).toEqual([300, 200, 200, 200, 200, 200, 300]);
    expect(plan.warnings).toEqual([]); // 300 covers the three-payment months
  });

  it('reads the custom interval from customMetadata (object or JSON text)', () => {
    const debts = [
      testDebt({ id: 'a', balance: 1000, interestRate: 0, minimumPayment: 10, paymentFrequency: 'custom_days', dueDate: '2027-01-01', customMetadata: { paymentInterval: 10 } }),
      testDebt({ id: 'b', balance: 1000, interestRate: 0, minimumPayment: 10, paymentFrequency: 'custom_months', dueDate: '2027-01-01', customMetadata: '{"paymentInterval":2}' }),
    ];
    const plan = planPayoff({ startMonth: '2027-01', debts, strategy: testStrategy({ type: 'minimum_payments', monthlyBudget: 0 }) });
    const payments = (id: string) => plan.months.slice(0, 3).map((row) => row.debts.find((d) => d.id === id)?.payment);
    expect(payments('a')).toEqual([40, 20, 30]); // Jan 1, 11, 21, 31; Feb 10, 20; Mar 2, 12, 22
    expect(payments('b')).toEqual([10, 0, 10]);
  });
});
