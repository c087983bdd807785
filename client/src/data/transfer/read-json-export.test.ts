import { describe, expect, test } from 'vitest';
import { DATA_MODEL_VERSION } from '@schemas/index';
import { buildExport, currentCollectionVersions } from './export-envelope';
import { readJsonExport } from './read-json-export';
import { emptyTransferData, type TransferData } from './transfer-data';

const AT = '2026-01-15T10:00:00.000Z';
const debt = {
  id: 'd1', uid: 'someone', name: 'Visa', type: 'credit_card', balance: 900, interestRate: 19.99, minimumPayment: 25,
  paymentFrequency: 'monthly', highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
} as const;

function fileWith(data: Partial<TransferData>, envelope: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...buildExport({ ...emptyTransferData(), ...data } as TransferData, AT), ...envelope });
}

describe('the envelope', () => {
  test('a valid export is read with its documents', () => {
    const read = readJsonExport('export.json', fileWith({ debts: [debt] }));
    expect(read.problems).toEqual([]);
    expect(read.exportedAt).toBe(AT);
    expect(read.data.debts).toEqual([{ doc: debt, where: 'export.json, debts #1 (Visa)' }]);
  });

  test('text that is not JSON says so', () => {
    const read = readJsonExport('notes.json', 'name,balance\nVisa,900');
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatch(/^notes\.json: this is not valid JSON \(/);
  });

  test('JSON from another program is not a Paydown export', () => {
    expect(readJsonExport('other.json', '{"debts": []}').problems).toEqual([
      'other.json: this JSON file is not a Paydown export (it has no "app": "Paydown" header and "collections")',
    ]);
    expect(readJsonExport('list.json', '[1, 2]').problems).toEqual(['list.json: this JSON file is not a Paydown export']);
  });

  test('a file from a newer Paydown is refused with what to do', () => {
    expect(readJsonExport('new.json', fileWith({ debts: [debt] }, { schemaVersion: DATA_MODEL_VERSION + 1 })).problems).toEqual([
      `new.json: this file comes from a newer version of Paydown (data model ${DATA_MODEL_VERSION + 1}; this app reads data model ${DATA_MODEL_VERSION}). Update Paydown, then import the file again.`,
    ]);
    const newerDebts = { ...currentCollectionVersions(), debts: currentCollectionVersions().debts + 1 };
    const read = readJsonExport('new.json', fileWith({ debts: [debt] }, { collectionVersions: newerDebts }));
    expect(read.problems).toEqual([expect.stringContaining(`newer version of Paydown (debts version ${newerDebts.debts};`)]);
    expect(read.data.debts).toEqual([]);
  });

  test('a file of data model 12 (before reminders) is read as it is', () => {
    const user = { id: 'someone', uid: 'someone', email: 'ada@example.com', emailVerified: false, isAnonymous: false, createdAt: AT, lastLoginAt: AT, updatedAt: AT };
    const versions = { ...currentCollectionVersions(), users: 0 };
    const read = readJsonExport('before.json', fileWith({ users: [user], debts: [debt] }, { schemaVersion: 12, collectionVersions: versions }));
    expect(read.problems).toEqual([]);
    expect(read.data.users).toEqual([{ doc: user, where: expect.stringContaining('before.json, users #1') }]);
    expect(read.data.debts).toHaveLength(1);
  });

  test('an older data model is named', () => {
    expect(readJsonExport('old.json', fileWith({}, { schemaVersion: 11 })).problems).toEqual([
      `old.json: this file uses data model 11, which this version of Paydown cannot read (it reads ${DATA_MODEL_VERSION})`,
    ]);
  });

  test('unknown collections and collections that are not lists are refused', () => {
    const text = JSON.stringify({ ...buildExport(emptyTransferData(), AT), collections: { debts: {}, loans: [] } });
    expect(readJsonExport('odd.json', text).problems).toEqual([
      'odd.json: "debts" must be a list of documents',
      'odd.json: unknown collection "loans"; a Paydown export has users, subscriptions, debts, payments, strategies, amortizationTables, financialGoals',
    ]);
  });
});

describe('documents are checked against the schemas', () => {
  test('each problem names the collection, position, name and field in plain words', () => {
    const bad = [
      { ...debt, interestRate: 150, type: 'loan', extra: 1 },
      { ...debt, name: 'Car', balance: 'lots', dueDay: 2.5, createdAt: 'yesterday', colorHex: 'teal' },
      { ...debt, name: '' },
    ];
    const { name: _name, ...nameless } = debt;
    const read = readJsonExport('export.json', fileWith({ debts: [...bad, nameless] as never }));
    expect(read.problems).toEqual([
      'export.json, debts #1 (Visa): type must be one of: credit_card, student_loan, personal_loan, auto_loan, mortgage, medical, other',
      'export.json, debts #1 (Visa): interestRate must be at most 100',
      'export.json, debts #1 (Visa): unknown field "extra"',
      'export.json, debts #2 (Car): balance must be a number',
      'export.json, debts #2 (Car): dueDay must be a whole number',
      'export.json, debts #2 (Car): colorHex must be a colour such as #0d9488',
      'export.json, debts #2 (Car): createdAt must be a date and time such as 2026-01-15T10:00:00.000Z',
      'export.json, debts #3: name must not be empty',
      'export.json, debts #4: name is required',
    ]);
  });

  test('payments, strategies and schedules are checked too', () => {
    const payment = { id: 'p1', uid: 'u', debtId: 'd1', amount: 0, date: '15/01/2026', isPrincipalOnly: false, createdAt: AT, updatedAt: AT };
    const strategy = {
      id: 's1', uid: 'u', name: 'Plan', type: 'avalanche', debtPriorities: '', monthlyBudget: 500, extraPayment: 0,
      extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30,
      extraPaymentSelectedDays: [1, 1], createdAt: AT, updatedAt: AT,
    };
    const read = readJsonExport('e.json', fileWith({ payments: [payment], strategies: [strategy] } as never));
    expect(read.problems).toEqual([
      'e.json, payments #1: amount must be more than 0',
      'e.json, payments #1: date must be a date written YYYY-MM-DD',
      'e.json, strategies #1 (Plan): extraPaymentSelectedDays.1: Array items must be unique: element at index 1 duplicates the one at index 0',
    ]);
  });

  test('defaults of the schema fill fields an older or hand-made file left out', () => {
    const { highLimit: _h, isPromo: _p, hasXFee: _x, isPaid: _i, ...bare } = debt;
    const read = readJsonExport('e.json', fileWith({ debts: [bare] as never }));
    expect(read.problems).toEqual([]);
    expect(read.data.debts[0]!.doc).toMatchObject({ highLimit: 0, isPromo: false, hasXFee: false, isPaid: false });
  });
});
