import { describe, expect, test } from 'vitest';
import type { AmortizationTable, Debt, FinancialGoals, Payment, Strategy, User } from '@schemas/index';
import { importHeadline } from './import-summary';
import { planImport } from './plan-import';
import { emptyIncomingData, emptyTransferData, type IncomingData, type TransferData } from './transfer-data';

const AT = '2026-01-15T10:00:00.000Z';

const debt = (id: string, name: string, balance = 500, uid = 'exporter'): Debt => ({
  id, uid, name, type: 'credit_card', balance, interestRate: 20, minimumPayment: 25, paymentFrequency: 'monthly',
  highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
});
const payment = (id: string, debtId: string, amount = 50, date = '2026-01-05', uid = 'exporter'): Payment => ({
  id, uid, debtId, amount, date, isPrincipalOnly: false, createdAt: AT, updatedAt: AT,
});
const table = (id: string, strategyType: AmortizationTable['strategyType'], debtIds: string, updatedAt = AT): AmortizationTable => ({
  id, uid: 'exporter', strategyType, debtIds, data: [{ month: 1, totalInterest: 1, totalPayment: 100 }], createdAt: AT, updatedAt,
});
const strategy = (id: string, debtPriorities: string): Strategy => ({
  id, uid: 'exporter', name: 'Plan', type: 'custom', debtPriorities, monthlyBudget: 600, extraPayment: 0, extraPaymentFrequency: 'once_per_month',
  extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30, extraPaymentSelectedDays: [], createdAt: AT, updatedAt: AT,
});
const goals = (on: Partial<FinancialGoals>): FinancialGoals => ({
  id: 'x', uid: 'x', creditScoreGoal: false, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: false, createdAt: AT, updatedAt: AT, ...on,
});
const user = (profile: Partial<User>): User => ({
  id: 'me', uid: 'me', email: 'me@example.com', emailVerified: false, isAnonymous: false, createdAt: AT, lastLoginAt: AT, updatedAt: AT, ...profile,
});

function incoming(data: Partial<TransferData>, names: Record<string, string> = {}): IncomingData {
  const result = emptyIncomingData();
  for (const [collection, docs] of Object.entries(data)) {
    (result as Record<string, unknown[]>)[collection] = (docs as { id: string; name?: string }[]).map((doc, index) => ({
      doc,
      where: `${collection} #${index + 1}`,
      ...(names[doc.id] ? { debtName: names[doc.id] } : {}),
    }));
  }
  return result;
}
const account = (data: Partial<TransferData>): TransferData => ({ ...emptyTransferData(), ...data });

function plan(data: IncomingData, existing: TransferData = account({})) {
  let n = 0;
  return planImport(data, existing, { uid: 'me', newId: () => `new-${++n}` });
}

describe('ids and owners', () => {
  test('every imported document gets a new id and the importing uid; references follow', () => {
    const result = plan(
      incoming({
        debts: [debt('d1', 'Visa'), debt('d2', 'Car')],
        payments: [payment('p1', 'd2', 30)],
        strategies: [strategy('s1', 'd2,gone,d1')],
        amortizationTables: [{ ...table('t1', 'custom', 'd1,d2'), strategyId: 's1' }],
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.inserts.debts.map((d) => [d.id, d.uid, d.name])).toEqual([['new-1', 'me', 'Visa'], ['new-2', 'me', 'Car']]);
    expect(result.inserts.payments).toEqual([{ ...payment('p1', 'd2', 30), id: 'new-3', uid: 'me', debtId: 'new-2' }]);
    // The balance in the file already reflects the payment: it is added back to the opening balance.
    expect(result.inserts.debts[1]).toMatchObject({ balance: debt('d2', 'Car').balance, openingBalance: debt('d2', 'Car').balance + 30 });
    expect(result.inserts.debts[0]).toMatchObject({ openingBalance: debt('d1', 'Visa').balance });
    expect(result.inserts.debts[1]).not.toHaveProperty('paymentEffects');
    expect(result.inserts.strategies[0]).toMatchObject({ id: 'new-4', debtPriorities: 'new-2,new-1' });
    expect(result.inserts.amortizationTables[0]).toMatchObject({ id: 'new-5', strategyId: 'new-4', debtIds: 'new-1,new-2' });
    expect(result.recorded).toEqual([]);
  });

  test('how a debt closed comes along; its closing payment is rewritten to the imported payment', () => {
    const settled = { ...debt('d1', 'Car', 3000), isPaid: true, closedAs: 'settled' as const, closedOn: '2026-02-01', closingPaymentId: 'p2' };
    const result = plan(incoming({ debts: [settled], payments: [payment('p1', 'd1', 500), payment('p2', 'd1', 6000, '2026-02-01')] }));
    expect(result.inserts.debts[0]).toMatchObject({ id: 'new-1', closedAs: 'settled', closedOn: '2026-02-01', closingPaymentId: 'new-3' });
    // A closing payment that is not in the file is not pointed at.
    const alone = plan(incoming({ debts: [settled] }));
    expect(alone.inserts.debts[0]!.closingPaymentId).toBeUndefined();
  });

  test('payments recorded on an account debt beyond its balance: the preview says the excess is kept as a credit', () => {
    const mine = account({ debts: [debt('a1', 'Visa', 100, 'me')] });
    const result = plan(incoming({ payments: [payment('p1', 'a1', 80), payment('p2', 'a1', 70)] }), mine);
    expect(result.notes).toContain('The payments for Visa come to $50.00 more than it owes: that is kept as a credit on it.');
  });

  test('userId, where present, becomes the importing account too', () => {
    const result = plan(incoming({ debts: [{ ...debt('d1', 'Visa'), userId: 'exporter' }] }));
    expect(result.inserts.debts[0]).toMatchObject({ uid: 'me', userId: 'me' });
  });
});

describe('duplicates are skipped and reported', () => {
  test('a strategy’s snowflakes follow their debts; one for a debt in neither the file nor the account goes where extra money goes', () => {
    const scenario: Strategy = {
      ...strategy('s1', 'd1'),
      chosenAt: AT,
      snowflakes: { f1: { date: '2027-04-15', amount: 2000, debtId: 'd1', label: 'Refund' }, f2: { date: '2027-12-01', amount: 300, debtId: 'gone' }, f3: { date: '2028-01-01', amount: 5 } },
      budgetSteps: { b1: { from: '2027-06-01', monthlyBudget: 800 } },
    };
    const result = plan(incoming({ debts: [debt('d1', 'Visa')], strategies: [scenario] }));
    expect(result.inserts.strategies[0]).toMatchObject({
      chosenAt: AT,
      snowflakes: { f1: { date: '2027-04-15', amount: 2000, debtId: 'new-1', label: 'Refund' }, f2: { date: '2027-12-01', amount: 300 }, f3: { date: '2028-01-01', amount: 5 } },
      budgetSteps: { b1: { from: '2027-06-01', monthlyBudget: 800 } },
    });

    // Into an account that has a plan: that plan stays current; the same file again is a duplicate.
    const mine = account({ strategies: [{ ...result.inserts.strategies[0]!, id: 'mine', uid: 'me' }] });
    const again = plan(incoming({ debts: [debt('d1', 'Visa')], strategies: [{ ...scenario, id: 's2', name: 'Other' }, scenario] }), account({ ...mine, debts: [{ ...debt('new-1', 'Visa'), uid: 'me' }] }));
    expect(again.inserts.strategies).toHaveLength(1);
    expect(again.inserts.strategies[0]).toMatchObject({ name: 'Other' });
    expect(again.inserts.strategies[0]).not.toHaveProperty('chosenAt');
    expect(again.skipped).toContainEqual({ collection: 'strategies', where: 'strategies #2', reason: 'same-content' });
  });

  test('the same ids (an account importing its own export)', () => {
    const mine = account({ debts: [debt('d1', 'Visa', 500, 'me')], payments: [payment('p1', 'd1', 50, '2026-01-05', 'me')] });
    const result = plan(incoming({ debts: [debt('d1', 'Visa')], payments: [payment('p1', 'd1')] }), mine);
    expect(result.skipped).toEqual([
      { collection: 'debts', where: 'debts #1', reason: 'same-id' },
      { collection: 'payments', where: 'payments #1', reason: 'same-id' },
    ]);
    expect(importHeadline(result, 'preview')).toBe('Nothing new to import: 2 duplicates skipped.');
  });

  test('the same content under other ids (a file imported twice), each account document matching once', () => {
    const mine = account({ debts: [debt('a1', 'Visa', 500, 'me')], payments: [payment('a2', 'a1', 50, '2026-01-05', 'me')] });
    // Two real $50 payments on the same day in the file; the account has one of them.
    const result = plan(incoming({ debts: [debt('d1', 'Visa')], payments: [payment('p1', 'd1'), payment('p2', 'd1')] }), mine);
    expect(result.skipped.map((s) => [s.where, s.reason])).toEqual([['debts #1', 'same-content'], ['payments #1', 'same-content']]);
    expect(result.inserts.payments).toEqual([]);
    // The second payment is for a debt already in the account: recorded, so its balance goes down.
    expect(result.recorded).toEqual([{ ...payment('p2', 'a1'), id: 'new-1', uid: 'me' }]);
    expect(importHeadline(result, 'preview')).toBe('1 payment will be imported, 2 duplicates skipped.');
    expect(result.notes).toContain('1 payment is for debts already in your account: recording it lowers that debt’s balance.');
  });

  test('a debt whose content changed is not a duplicate', () => {
    const mine = account({ debts: [debt('a1', 'Visa', 450, 'me')] });
    expect(plan(incoming({ debts: [debt('d1', 'Visa', 500)] }), mine).inserts.debts).toHaveLength(1);
  });

  test('an id repeated in the file', () => {
    const result = plan(incoming({ debts: [debt('d1', 'Visa'), debt('d1', 'Visa again')] }));
    expect(result.inserts.debts.map((d) => d.name)).toEqual(['Visa']);
    expect(result.skipped).toEqual([{ collection: 'debts', where: 'debts #2', reason: 'repeated-in-file' }]);
  });

  test('one saved schedule per strategy type: the newest in the file, and the account’s own wins', () => {
    const fileTables = [table('t1', 'avalanche', 'd1', '2026-01-01T00:00:00.000Z'), table('t2', 'avalanche', 'd1', '2026-02-01T00:00:00.000Z'), table('t3', 'snowball', 'd1')];
    const result = plan(incoming({ debts: [debt('d1', 'Visa')], amortizationTables: fileTables }), account({ amortizationTables: [{ ...table('a1', 'snowball', ''), uid: 'me', data: [] }] }));
    expect(result.inserts.amortizationTables.map((t) => [t.strategyType, t.updatedAt])).toEqual([['avalanche', '2026-02-01T00:00:00.000Z']]);
    expect(result.skipped.map((s) => [s.where, s.reason])).toEqual([['amortizationTables #1', 'older-of-type'], ['amortizationTables #3', 'table-exists']]);
    expect(importHeadline(result, 'done')).toBe(
      '1 debt and 1 saved schedule imported, 1 older saved schedule left out (one is kept per strategy), 1 saved schedule kept as you had it.',
    );
  });

  test('30 distinct saved plans: the newest of each strategy type comes in, the others are older ones, never "twice in the file"', () => {
    const types = ['snowball', 'avalanche', 'custom', 'highest_balance', 'credit_score', 'score_stacker', 'minimum_payments'] as const;
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
    const fileTables = Array.from({ length: 30 }, (_, n) => table(`t${n + 1}`, types[n % types.length]!, 'd1', day(n)));
    const result = plan(incoming({ debts: [debt('d1', 'Visa')], amortizationTables: fileTables }));
    // Plans 24 to 30 are the last (newest) of each of the seven types.
    expect(result.inserts.amortizationTables.map((t) => t.updatedAt)).toEqual(Array.from({ length: 7 }, (_, n) => day(23 + n)));
    expect(result.skipped).toHaveLength(23);
    expect(result.skipped.every((skip) => skip.reason === 'older-of-type')).toBe(true);
    expect(importHeadline(result, 'preview')).toBe('1 debt and 7 saved schedules will be imported, 23 older saved schedules left out (one is kept per strategy).');
  });

  test('a saved schedule whose id is repeated is skipped as a repeat, whatever its type, and never chosen over the first', () => {
    const result = plan(
      incoming({
        debts: [debt('d1', 'Visa')],
        amortizationTables: [table('t1', 'avalanche', 'd1'), { ...table('t1', 'avalanche', 'd1', '2026-06-01T00:00:00.000Z'), name: 'later copy' }, table('t1', 'snowball', 'd1')],
      }),
    );
    expect(result.inserts.amortizationTables.map((t) => [t.strategyType, t.updatedAt])).toEqual([['avalanche', AT]]);
    expect(result.skipped.map((s) => [s.where, s.reason])).toEqual([['amortizationTables #2', 'repeated-in-file'], ['amortizationTables #3', 'repeated-in-file']]);
  });
});

describe('payments find their debt', () => {
  test('by name when the id is unknown: in the file first, then in the account', () => {
    const mine = account({ debts: [debt('a1', 'Car', 9000, 'me')] });
    const data = incoming({ debts: [debt('d1', 'Visa')], payments: [payment('p1', ''), payment('p2', 'old-id')] }, { p1: 'Visa', p2: 'Car' });
    const result = plan(data, mine);
    expect(result.problems).toEqual([]);
    expect(result.inserts.payments.map((p) => p.debtId)).toEqual(['new-1']);
    expect(result.recorded.map((p) => p.debtId)).toEqual(['a1']);
  });

  test('an unknown or ambiguous debt is a problem, and the import must not happen', () => {
    const mine = account({ debts: [debt('a1', 'Visa', 1, 'me'), debt('a2', 'Visa', 2, 'me')] });
    const data = incoming({ payments: [payment('p1', 'nope'), payment('p2', ''), payment('p3', '')] }, { p2: 'Visa', p3: 'Loan' });
    expect(plan(data, mine).problems).toEqual([
      'payments #1: no debt with id "nope" in this import or in your account; import the debts file together with the payments file',
      'payments #2: several debts are named "Visa"; add the debtId column to say which',
      'payments #3: no debt named "Loan" in this import or in your account; import the debts file together with the payments file',
    ]);
  });
});

describe('profile, goals, reminders and subscription', () => {
  test('profile fields fill what is empty and keep what is there, saying so', () => {
    const data = incoming({ users: [user({ displayName: 'Ada', phoneNumber: '+44 20 7946 0958', photoURL: 'https://example.com/a.png' })] });
    const result = plan(data, account({ users: [user({ displayName: 'Grace' })] }));
    expect(result.profile).toEqual({ phoneNumber: '+44 20 7946 0958', photoURL: 'https://example.com/a.png' });
    expect(result.notes).toEqual(['Kept your display name "Grace" (the file has "Ada").']);
  });

  test('a profile the profile screen would refuse is a problem', () => {
    const result = plan(incoming({ users: [user({ photoURL: 'javascript:alert(1)' })] }), account({ users: [user({})] }));
    expect(result.problems).toEqual(['users #1: Photo URL must be a web address starting with https:// or http://']);
  });

  test('goals on in the file are switched on; none is switched off', () => {
    const result = plan(incoming({ financialGoals: [goals({ creditScoreGoal: true, easiestWinsGoal: true })] }), account({ financialGoals: [goals({ creditScoreGoal: true, fastestPayoffGoal: true })] }));
    expect(result.goalsOn).toEqual(['easiestWinsGoal']);
  });

  test('reminder settings fill what the account never set and keep what it set, saying so', () => {
    const file = incoming({ users: [user({ reminders: { enabled: true, daysBefore: 5 } })] });
    const fresh = plan(file, account({ users: [user({})] }));
    expect([fresh.reminders, fresh.notes]).toEqual([{ enabled: true, daysBefore: 5 }, []]);
    expect(importHeadline(fresh, 'preview')).toBe('Your reminder settings will be imported.');

    const own = plan(file, account({ users: [user({ reminders: { enabled: false, daysBefore: 0 } })] }));
    expect(own.reminders).toEqual({});
    expect(own.notes).toEqual([
      'Kept your reminders off (the file has them on).',
      'Kept your reminders on the due day (the file has 5 days before the due date).',
    ]);

    // Only the days set here: reminders come on from the file, the days stay.
    const partly = plan(file, account({ users: [user({ reminders: { daysBefore: 1 } })] }));
    expect([partly.reminders, partly.notes]).toEqual([{ enabled: true }, ['Kept your reminders 1 day before the due date (the file has 5 days before the due date).']]);
    expect(plan(file, account({ users: [user({ reminders: { enabled: true, daysBefore: 5 } })] })).reminders).toEqual({});
  });

  test('reminder settings the settings screen would refuse are a problem', () => {
    const result = plan(incoming({ users: [user({ reminders: { enabled: true, daysBefore: 45 } })] }), account({ users: [user({})] }));
    expect(result.problems).toEqual(['users #1: Days before must be a whole number from 0 to 30']);
    expect(result.reminders).toEqual({});
  });

  test('a subscription in the file is never imported', () => {
    const subscription = { id: 's', uid: 'exporter', status: 'active', tier: 'premium_yearly', autoRenew: false, createdAt: AT, updatedAt: AT } as const;
    const result = plan(incoming({ subscriptions: [subscription] }));
    expect(result.notes).toEqual(['Your subscription was not imported: a plan belongs to the account it was chosen in, not to a file.']);
    expect(importHeadline(result, 'preview')).toBe('Nothing new to import: the file holds no debts, payments, strategies, schedules, goals, profile details or reminder settings.');
  });
});
