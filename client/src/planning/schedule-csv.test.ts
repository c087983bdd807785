import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { unprotectText } from '@/lib/csv-file';
import { STRATEGY_TYPES, planPayoff, type PlanResult } from '@/payoff/index';
import { portfolioArbitrary, startMonthArbitrary, strategyArbitrary } from '@/payoff/test-arbitraries';
import { testDebt } from '@/payoff/test-debts';
import { SCHEDULE_CSV_FIELDS, scheduleCsv, scheduleFileName } from './schedule-csv';

/** The file read back as a spreadsheet would: header, then typed rows. */
function readBack(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header).toEqual([...SCHEDULE_CSV_FIELDS]);
  return rows.map(([month, debt, payment, interest, fee, principal, balance, rate]) => ({
    month,
    debt: unprotectText(debt!),
    numbers: [payment, interest, fee, principal, balance, rate].map(Number),
  }));
}

/** The plan's own rows, in the same shape. */
function planRows(plan: PlanResult, debtId?: string) {
  const name = (id: string) => plan.debts.find((debt) => debt.id === id)!.name;
  return plan.months.flatMap((month) =>
    month.debts
      .filter((row) => debtId === undefined || row.id === debtId)
      .map((row) => ({ month: month.date, debt: name(row.id), numbers: [row.payment, row.interest, row.fee, row.principal, row.balance, row.rate] })),
  );
}

// Names a spreadsheet could misread: formulas, quotes, commas, line breaks, accents.
const nameArbitrary = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('=SUM(A1)', '-5 card', "'quoted", 'Visa, "gold"', 'Line\nbreak', 'Crédit ✓'));

describe('scheduleCsv', () => {
  it('reads back as the plan: one row per debt per month, every number to the cent', () => {
    fc.assert(
      fc.property(
        portfolioArbitrary({ variety: true, maxDebts: 4 }),
        fc.array(nameArbitrary, { minLength: 4, maxLength: 4 }),
        strategyArbitrary(true),
        fc.constantFrom(...STRATEGY_TYPES),
        startMonthArbitrary,
        (portfolio, names, strategy, type, startMonth) => {
          const debts = portfolio.map((debt, i) => ({ ...debt, name: names[i]!.trim() === '' ? `Debt ${i}` : names[i]! }));
          const plan = planPayoff({ startMonth, debts, strategy: { ...strategy, type } });
          // A plan that never ends runs 1200 months: its file is as right, only slower to check.
          fc.pre(plan.months.length <= 240);
          expect(readBack(scheduleCsv(plan))).toEqual(planRows(plan));
          const one = debts[debts.length - 1]!.id;
          expect(readBack(scheduleCsv(plan, one))).toEqual(planRows(plan, one));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes a hand-checked two-month loan with two decimals', () => {
    // $200 at 12 % APR (1 % a month), $150 a month: 200 + 2.00 − 150 = 52.00; 52 + 0.52 = 52.52 paid off.
    const plan = planPayoff({
      startMonth: '2027-01',
      debts: [testDebt({ id: 'a', name: 'Loan', balance: 200, interestRate: 12, minimumPayment: 150 })],
      strategy: { type: 'avalanche', monthlyBudget: 150 },
    });
    expect(scheduleCsv(plan)).toBe(
      '\uFEFFMonth,Debt,Payment,Interest,Fee,Principal,Balance,APR %\r\n' +
        '2027-01,Loan,150.00,2.00,0.00,148.00,52.00,12\r\n' +
        '2027-02,Loan,52.52,0.52,0.00,52.00,0.00,12\r\n',
    );
    expect(scheduleFileName(plan)).toBe('paydown-schedule-2027-01.csv');
    expect(scheduleFileName(plan, 'a')).toBe('paydown-schedule-loan-2027-01.csv');
  });
});
