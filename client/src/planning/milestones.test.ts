import { describe, expect, test } from 'vitest';
import type { Payment, Strategy } from '@schemas/index';
import { currentPlan } from './current-plan';
import {
  debtFreeCountdown,
  freedUp,
  freedUpText,
  isPaidOff,
  newlyPaidOff,
  paidOffDebts,
  payoffsToCelebrate,
  recordedMilestones,
} from './milestones';
import { testDebtDocument as debt } from './test-debt-document';

/** A stored strategy, as far as the plan reads it. */
const stored = (type: Strategy['type'], monthlyBudget: number) => ({ type, monthlyBudget }) as Strategy;
const pay = (id: string, amount: number, date: string, debtId = 'd1') => ({ id, debtId, amount, date }) as Payment;

describe('what counts as paid off', () => {
  test('payments that clear the balance, or closing as paid in full; never a settlement, forgiveness, refinancing or a debt marked paid with a balance left', () => {
    expect(isPaidOff(debt({ balance: 0, isPaid: true }))).toBe(true);
    expect(isPaidOff(debt({ balance: -20, isPaid: true }))).toBe(true);
    expect(isPaidOff(debt({ balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-03-01' }))).toBe(true);
    expect(isPaidOff(debt({ balance: 400, isPaid: true, closedAs: 'settled', closedOn: '2026-03-01' }))).toBe(false);
    expect(isPaidOff(debt({ balance: 0, isPaid: true, closedAs: 'forgiven', closedOn: '2026-03-01' }))).toBe(false);
    expect(isPaidOff(debt({ balance: 0, isPaid: true, closedAs: 'refinanced', closedOn: '2026-03-01' }))).toBe(false);
    expect(isPaidOff(debt({ balance: 300, isPaid: true }))).toBe(false);
    expect(isPaidOff(debt({ balance: 300 }))).toBe(false);
  });

  test('a write newly pays off a debt only when it was owed before and is paid off after', () => {
    expect(newlyPaidOff(debt({ balance: 100 }), debt({ balance: 0, isPaid: true }))).toBe(true);
    expect(newlyPaidOff(debt({ balance: 0, isPaid: true }), debt({ balance: -50, isPaid: true }))).toBe(false);
    expect(newlyPaidOff(debt({ balance: 100 }), debt({ balance: 100, isPaid: true, closedAs: 'settled' }))).toBe(false);
    expect(newlyPaidOff(debt({ balance: 100 }), debt({ balance: 40 }))).toBe(false);
    expect(newlyPaidOff(null, debt({ balance: 0, isPaid: true }))).toBe(false);
  });
});

describe('paid-off debts are dated by the payment that cleared them and say what was paid in all', () => {
  test('a later payment kept as a credit neither moves the date nor the key; the total counts every payment', () => {
    const payments = [pay('p1', 600, '2026-02-10'), pay('p2', 400, '2026-03-05'), pay('p3', 50, '2026-04-01')];
    const [visa] = paidOffDebts([debt({ balance: -50, isPaid: true })], payments);
    expect(visa).toEqual({ id: 'd1', name: 'Visa', date: '2026-03-05', paidInAll: 1050, key: 'd1@2026-03-05' });
  });

  test('closed as paid in full: the closing day; settled debts are left out', () => {
    const debts = [
      debt({ id: 'd1', balance: 0, isPaid: true, closedAs: 'paid_in_full', closedOn: '2026-05-02' }),
      debt({ id: 'd2', name: 'Store card', balance: 300, isPaid: true, closedAs: 'settled', closedOn: '2026-04-01' }),
    ];
    const payments = [pay('p1', 1000, '2026-05-02'), pay('p2', 200, '2026-04-01', 'd2')];
    expect(paidOffDebts(debts, payments).map((d) => [d.name, d.date, d.paidInAll])).toEqual([['Visa', '2026-05-02', 1000]]);
  });
});

test('only the paid-off debts’ entries are read: the moment is worked out after every write, beside thousands of payments of debts still owed', () => {
  const read = new Set<string>();
  // An entry that notes every field read of it beyond its debt id (which says whose it is).
  const watched = (entry: Payment) =>
    new Proxy(entry, {
      get(target, field, receiver) {
        if (field !== 'debtId') read.add(target.id);
        return Reflect.get(target, field, receiver) as unknown;
      },
    });
  const debts = [debt({ id: 'paid', balance: 0, isPaid: true }), debt({ id: 'owed', name: 'Loan', balance: 900 })];
  const entries = [pay('p1', 1000, '2026-03-01', 'paid'), pay('p2', 50, '2026-02-01', 'owed'), pay('p3', 50, '2026-03-01', 'owed')].map(watched);
  expect(paidOffDebts(debts, entries).map((d) => [d.id, d.date, d.paidInAll])).toEqual([['paid', '2026-03-01', 1000]]);
  expect([...read]).toEqual(['p1']);
  read.clear();
  expect(paidOffDebts([debts[1]!], entries)).toEqual([]);
  expect(read.size).toBe(0);
});

describe('which payoffs are celebrated', () => {
  const paidOff = paidOffDebts(
    [debt({ id: 'new', name: 'New', balance: 0, isPaid: true }), debt({ id: 'old', name: 'Old', balance: 0, isPaid: true })],
    [pay('p1', 1000, '2026-11-20', 'new'), pay('p2', 1000, '2026-01-05', 'old')],
  );

  test('learnt of through sync or at a first start: only payoffs of the last 30 days, and each once', () => {
    const none = new Set<string>();
    expect(payoffsToCelebrate({ paidOff, celebrated: none, announced: none, today: '2026-11-26' }).map((d) => d.id)).toEqual(['new']);
    expect(payoffsToCelebrate({ paidOff, celebrated: none, announced: none, today: '2026-12-20' }).map((d) => d.id)).toEqual(['new']);
    expect(payoffsToCelebrate({ paidOff, celebrated: none, announced: none, today: '2026-12-21' })).toEqual([]);
    expect(payoffsToCelebrate({ paidOff, celebrated: new Set(['new@2026-11-20']), announced: none, today: '2026-11-26' })).toEqual([]);
  });

  test("this device's own write is celebrated even when the payment is dated long ago, but still only once", () => {
    const announced = new Set(['old']);
    expect(payoffsToCelebrate({ paidOff, celebrated: new Set(['new@2026-11-20']), announced, today: '2026-11-26' }).map((d) => d.id)).toEqual(['old']);
    expect(payoffsToCelebrate({ paidOff, celebrated: new Set(['new@2026-11-20', 'old@2026-01-05']), announced, today: '2026-11-26' })).toEqual([]);
  });

  test('paid off again on another day after being reopened is a new payoff', () => {
    const again = paidOffDebts([debt({ id: 'new', balance: 0, isPaid: true })], [pay('p3', 1000, '2026-11-24', 'new')]);
    expect(payoffsToCelebrate({ paidOff: again, celebrated: new Set(['new@2026-11-20']), announced: new Set(), today: '2026-11-26' })).toHaveLength(1);
  });
});

describe('what a payoff freed up, from the current plan', () => {
  // Visa is paid off; Car and Loan are owed at $100 and $50 minimums, $400 a month on Avalanche.
  const visa = debt({ id: 'visa', name: 'Visa', balance: 0, isPaid: true, minimumPayment: 60 });
  const car = debt({ id: 'car', name: 'Car', balance: 5000, interestRate: 7, minimumPayment: 100, createdAt: '2026-01-11T00:00:00.000Z' });
  const loan = debt({ id: 'loan', name: 'Loan', balance: 2000, interestRate: 12, minimumPayment: 50, createdAt: '2026-01-12T00:00:00.000Z' });
  const strategy = stored('avalanche', 400);

  test("its minimum rolls into the plan's focus debt (Avalanche: the highest rate), with what the plan pays it beyond its minimum", () => {
    const plan = currentPlan({ debts: [visa, car, loan], strategy, tables: [], thisMonth: '2026-12' });
    const freed = freedUp(visa, plan);
    // $400 − $100 (Car) − $50 (Loan's own minimum) = $250 beyond Loan's minimum.
    expect(freed).toEqual({ minimum: 60, next: { id: 'loan', name: 'Loan', beyondMinimum: 250 } });
    expect(freedUpText(freed, 2)).toBe("Its $60.00 minimum payment now rolls into Loan. With your plan's extra, Loan gets $250.00 this month beyond its own minimum.");
  });

  test('Snowball sends it to the smallest balance instead', () => {
    const plan = currentPlan({ debts: [visa, car, loan], strategy: stored('snowball', 400), tables: [], thisMonth: '2026-12' });
    expect(freedUp(visa, plan).next?.name).toBe('Loan');
    const bigLoan = { ...loan, balance: 9000 };
    expect(freedUp(visa, currentPlan({ debts: [visa, car, bigLoan], strategy: stored('snowball', 400), tables: [], thisMonth: '2026-12' })).next?.name).toBe('Car');
  });

  test('the last debt: debt-free; no plan: see Strategy', () => {
    const plan = currentPlan({ debts: [visa], strategy, tables: [], thisMonth: '2026-12' });
    expect(freedUp(visa, plan).next).toBeNull();
    expect(freedUpText(freedUp(visa, plan), 0)).toBe('That was your last debt: you are debt-free!');
    expect(freedUpText({ minimum: 60, next: null }, 1)).toBe('Its $60.00 minimum payment is now free for your other debts: see Strategy for where your plan sends it.');
  });
});

describe('the debt-free countdown', () => {
  const strategy = stored('avalanche', 300);

  test('"Debt-free in … — Month Year" from the plan Strategy shows', () => {
    const debts = [debt({ balance: 3000, interestRate: 0, minimumPayment: 50 })];
    const plan = currentPlan({ debts, strategy, tables: [], thisMonth: '2026-12' });
    // $3,000 at 0 % and $300 a month: 10 payments, December 2026 to September 2027.
    expect(debtFreeCountdown(debts, plan)).toEqual({ kind: 'countdown', months: 10, month: '2027-09', text: 'Debt-free in 10 months — September 2027' });
    const longer = [debt({ balance: 4800, interestRate: 0, minimumPayment: 50 })];
    expect(debtFreeCountdown(longer, currentPlan({ debts: longer, strategy, tables: [], thisMonth: '2026-12' }))).toMatchObject({ text: 'Debt-free in 1 year 4 months — March 2028' });
  });

  test('no debts, every debt paid or closed, a plan that never pays off, a debt the engine refuses', () => {
    expect(debtFreeCountdown([], currentPlan({ debts: [], strategy, tables: [], thisMonth: '2026-12' }))).toEqual({ kind: 'no_debts' });
    const closed = [debt({ balance: 0, isPaid: true }), debt({ id: 'd2', balance: 500, isPaid: true, closedAs: 'settled' })];
    expect(debtFreeCountdown(closed, currentPlan({ debts: closed, strategy, tables: [], thisMonth: '2026-12' }))).toEqual({ kind: 'debt_free' });
    // One paid, one still owed: not debt-free.
    const half = [debt({ balance: 0, isPaid: true }), debt({ id: 'd2', balance: 500, interestRate: 0 })];
    expect(debtFreeCountdown(half, currentPlan({ debts: half, strategy, tables: [], thisMonth: '2026-12' })).kind).toBe('countdown');
    const growing = [debt({ balance: 100000, interestRate: 30, minimumPayment: 10 })];
    expect(debtFreeCountdown(growing, currentPlan({ debts: growing, strategy: stored('avalanche', 50), tables: [], thisMonth: '2026-12' }))).toEqual({ kind: 'never' });
    expect(debtFreeCountdown(half, { plan: null, error: 'Visa: the rate is missing' })).toEqual({ kind: 'cannot_plan', reason: 'Visa: the rate is missing' });
  });
});

describe('recorded milestones', () => {
  test('dated by the payment that reached them: first $1,000, halfway, a debt paid off; a credit is not progress', () => {
    const debts = [debt({ id: 'd1', name: 'Visa', balance: -100, isPaid: true }), debt({ id: 'd2', name: 'Car', balance: 1500 })];
    const payments = [pay('p1', 500, '2026-01-15', 'd2'), pay('p2', 400, '2026-02-15'), pay('p3', 700, '2026-03-15'), pay('p4', 100, '2026-04-15', 'd2')];
    // Visa owed 1,000 (700 + 400 − 100 credit): paid down 1,000 on Visa and 600 on Car; 3,100 to pay in all, half is 1,550.
    expect(recordedMilestones(debts, payments)).toEqual([
      { id: 'paid-off-d1@2026-03-15', date: '2026-03-15', text: 'Visa paid off' },
      { id: 'paid-down-1000', date: '2026-03-15', text: 'First $1,000.00 paid down' },
      { id: 'halfway', date: '2026-04-15', text: 'Halfway: half of your debt paid down' },
    ]);
  });

  test('interest and fees charged are not paid down, and a charge after a payoff reopens it until the next payment clears it', () => {
    const charge = (id: string, amount: number, date: string) => ({ ...pay(id, amount, date), kind: 'charge' }) as Payment;
    // Visa opened at 900. In date order: 900 − 600 (01-10) = 300; − 500 (01-20) = −200, cleared;
    // + 200 charged (02-01) = 0, still clear. Paid in all 1,100, of which 200 paid the charge.
    const visa = [debt({ id: 'd1', name: 'Visa', balance: 0, isPaid: true })];
    const entries = [pay('p1', 600, '2026-01-10'), pay('p2', 500, '2026-01-20'), charge('c1', 200, '2026-02-01')];
    expect(paidOffDebts(visa, entries)).toEqual([{ id: 'd1', name: 'Visa', date: '2026-01-20', paidInAll: 1100, key: 'd1@2026-01-20' }]);
    // Paid down: 1,100 paid less the 200 that paid the charge = 900 of 900, so no $1,000 mark; halfway
    // (450) came with the first payment.
    expect(recordedMilestones(visa, entries).map((milestone) => milestone.id)).toEqual(['halfway', 'paid-off-d1@2026-01-20']);

    // A charge that reopens the balance: 900 − 900 (01-10) = 0; + 50 (02-01) = 50 owed; − 50 (02-15) = 0: paid off on 02-15.
    const reopened = [pay('p1', 900, '2026-01-10'), charge('c1', 50, '2026-02-01'), pay('p2', 50, '2026-02-15')];
    expect(paidOffDebts(visa, reopened)[0]).toMatchObject({ date: '2026-02-15', paidInAll: 950 });
  });

  test('nothing paid: no milestones; a settled debt is not one', () => {
    expect(recordedMilestones([debt({ balance: 1000 })], [])).toEqual([]);
    const settled = [debt({ balance: 400, isPaid: true, closedAs: 'settled', closedOn: '2026-03-01' })];
    expect(recordedMilestones(settled, [pay('p1', 200, '2026-03-01')])).toEqual([]);
  });
});
