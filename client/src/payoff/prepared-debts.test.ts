import { describe, expect, it } from 'vitest';
import { normalizeStartMonth } from './normalize-strategy';
import { planPayoff } from './plan-payoff';
import type { DebtInput, PlanInput } from './plan-input';
import { prepareDebts } from './prepared-debts';
import { testDebt, testStrategy } from './test-debts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Debts that use every field the engine reads, so a change to any of them changes the plan. */
function debts(): Mutable<DebtInput>[] {
  return [
    testDebt({ id: 'card', balance: 3000, interestRate: 22, minimumPayment: 60, highLimit: 5000, priority: 2, paymentFrequency: 'biweekly', dueDay: 5 }),
    {
      ...testDebt({ id: 'loan', name: 'Car loan', balance: 8000, interestRate: 7, minimumPayment: 180, priority: 1 }),
      paymentFrequency: 'custom_months',
      customMetadata: { paymentInterval: 2 },
      dueDate: '2027-01-20',
      isPromo: true,
      promoAPR: 0,
      promoEndDate: '2027-09-01',
      hasXFee: true,
      xFeeRate: 3,
      minPayCalc: 'percent_principal_interest',
      minPayPercentage: 3,
      isPaid: false,
    },
    // The card's twin: the two tie under snowball, so priority decides.
    testDebt({ id: 'twin', balance: 3000, interestRate: 22, minimumPayment: 60, priority: 3, paymentFrequency: 'biweekly', dueDay: 5 }),
  ];
}

/** Each engine field, the debt (index) it is changed on, and a value that changes some plan. */
const CHANGES: readonly [keyof DebtInput, number, unknown][] = [
  ['id', 1, 'loan-2'],
  ['name', 1, 'Auto'],
  ['balance', 1, 7000],
  ['interestRate', 1, 9],
  ['minimumPayment', 1, 250],
  ['paymentFrequency', 1, 'biweekly'],
  ['dueDay', 0, 25],
  ['dueDate', 1, '2027-02-20'],
  ['highLimit', 1, 9000],
  ['isPromo', 1, false],
  ['promoAPR', 1, 5],
  ['promoEndDate', 1, '2028-09-01'],
  ['hasXFee', 1, false],
  ['xFeeRate', 1, 4],
  ['minPayCalc', 1, 'fixed_amount'],
  ['minPayPercentage', 1, 2],
  ['priority', 2, 1],
  ['isPaid', 1, true],
];

function plans(input: PlanInput) {
  return (['snowball', 'custom', 'credit_score', 'minimum_payments'] as const).map((type) => planPayoff({ ...input, strategy: { ...input.strategy, type } }));
}

describe('prepared debts cache', () => {
  const strategy = testStrategy({ monthlyBudget: 900, debtPriorities: 'card' });

  it.each(CHANGES)('is not served stale when %s is changed in place', (field, index, value) => {
    const documents = debts();
    const input: PlanInput = { startMonth: '2027-01', debts: documents, strategy };
    const before = plans(input);
    (documents[index] as Record<string, unknown>)[field] = value;
    const after = plans(input);
    // The same change made to fresh documents (prepared anew: another start month runs in between).
    plans({ ...input, startMonth: '2027-02' });
    const fresh = plans({ ...input, debts: structuredClone(input.debts) });
    expect(after).toEqual(fresh);
    expect(after).not.toEqual(before);
  });

  it('is not served stale when customMetadata is changed in place (object or JSON text)', () => {
    const documents = debts();
    const input: PlanInput = { startMonth: '2027-01', debts: documents, strategy };
    const metadata = { paymentInterval: 2 };
    documents[1]!.customMetadata = metadata;
    const everyOtherMonth = plans(input);
    metadata.paymentInterval = 3;
    const everyThirdMonth = plans(input);
    expect(everyThirdMonth).not.toEqual(everyOtherMonth);
    documents[1]!.customMetadata = '{"paymentInterval":2}';
    expect(plans(input)).toEqual(everyOtherMonth);
  });

  it('reuses the preparation for equal documents, also when customMetadata is a new but equal object', () => {
    const start = normalizeStartMonth('2027-01');
    const first = prepareDebts(start, debts());
    expect(prepareDebts(start, debts())).toBe(first);
    const changed = debts();
    changed[1]!.customMetadata = { paymentInterval: 2, note: 'ignored by the engine but compared' };
    expect(prepareDebts(start, changed)).not.toBe(first);
  });
});
