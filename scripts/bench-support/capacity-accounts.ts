/**
 * The synthetic accounts of `npm run bench:capacity`: valid documents shaped like the app's, made
 * quickly and deterministically (account index → the same documents), so that 10,000 accounts
 * can be bulk-loaded in seconds.
 *
 * One account is a person of about a year of use: 2–6 debts (each stated again a few times:
 * balance edits), 10–60 payments, one strategy, one saved plan of 36 months, and the three
 * singletons (users with a few sign-ins, subscriptions, financialGoals). Each document carries
 * the CRDT log a device would have pushed: the insert (a `$set` of every field) plus one row per
 * later edit, so its stored size is what the server really holds.
 */
import { seededRandom } from './seeded-random';
import { collectionSchemas, type CollectionName } from '../../schemas/index';
import type { SyncDocument } from '../../schemas/wire/sync';

export interface SeedDocument {
  collection: CollectionName;
  doc: SyncDocument;
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The uid of synthetic account `index` (also its Auth emulator account when it is active). */
export const benchUid = (index: number) => `bench-${String(index).padStart(6, '0')}`;

/** A document id made from the account and a counter, so ids repeat across accounts (as they may). */
const idOf = (index: number, kind: string, n: number) => `${kind}-${index.toString(36)}-${n}`;

const START = Date.UTC(2025, 10, 1);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

type Fields = Record<string, unknown>;
type Operation = { body: Array<{ ifMatch: { $set: Fields } }>; creator: string; time: number };

/** A document whose log is its insert followed by `edits` (each a `$set` made later, on `creator`). */
function withLog(collection: CollectionName, fields: Fields, edits: Array<{ set: Fields; at: number }>, creator: string, createdAt: number): SeedDocument {
  const rows: Operation[][] = [[{ body: [{ ifMatch: { $set: fields } }], creator, time: createdAt }]];
  let state = fields;
  for (const edit of edits) {
    rows.push([{ body: [{ ifMatch: { $set: edit.set } }], creator, time: edit.at }]);
    state = { ...state, ...edit.set };
  }
  const doc = { ...state, crdts: { operations: rows, hash: `bench-${rows.length}` }, _deleted: false } as unknown as SyncDocument;
  return { collection, doc };
}

/** Every document of synthetic account `index`. */
export function accountDocuments(index: number): SeedDocument[] {
  const random = seededRandom(index + 1);
  const uid = benchUid(index);
  const creators = [0, 1, 2].map((device) => `dev${index.toString(36)}x${device}`);
  const creator = () => creators[random.int(0, 2)]!;
  const documents: SeedDocument[] = [];
  const created = START - random.int(200, 400) * DAY;

  const logins = Array.from({ length: random.int(2, 6) }, (_, i) => ({ set: { lastLoginAt: iso(created + (i + 1) * 30 * DAY) }, at: created + (i + 1) * 30 * DAY }));
  documents.push(
    withLog('users', { id: uid, uid, email: `${uid}@example.com`, displayName: `Bench ${index}`, emailVerified: true, isAnonymous: false, reminders: { enabled: true, daysBefore: 3 }, createdAt: iso(created), lastLoginAt: iso(created), updatedAt: iso(created) }, logins, creators[0]!, created),
    withLog('subscriptions', { id: uid, uid, userId: uid, status: 'active', tier: 'free', platform: 'web', autoRenew: false, createdAt: iso(created), updatedAt: iso(created) }, [], creators[0]!, created),
    withLog('financialGoals', { id: uid, uid, creditScoreGoal: true, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: true, createdAt: iso(created), updatedAt: iso(created) }, [], creators[0]!, created),
  );

  const debtIds: string[] = [];
  const debtCount = random.int(2, 6);
  for (let d = 0; d < debtCount; d++) {
    const id = idOf(index, 'debt', d);
    debtIds.push(id);
    const at = created + d * DAY;
    const balance = money(500 + random.next() * 15_000);
    const fields = {
      id, uid, userId: uid, name: `Card ${d + 1}`, type: d % 3 === 0 ? 'credit_card' : d % 3 === 1 ? 'personal_loan' : 'auto_loan',
      balance, openingBalance: balance, interestRate: money(5 + random.next() * 20), minimumPayment: money(25 + random.next() * 200), paymentFrequency: 'monthly',
      dueDay: random.int(1, 28), highLimit: money(balance * 1.5), isPromo: false, hasXFee: false, isPaid: false, notes: '', createdAt: iso(at), updatedAt: iso(at),
    };
    const edits = Array.from({ length: random.int(2, 10) }, (_, e) => {
      const editAt = at + (e + 1) * 31 * DAY;
      return { set: { balance: money(balance * (1 - 0.05 * (e + 1))), updatedAt: iso(editAt) }, at: editAt };
    });
    documents.push(withLog('debts', fields, edits, creator(), at));
  }

  const paymentCount = random.int(10, 60);
  for (let p = 0; p < paymentCount; p++) {
    const at = created + (p + 1) * 7 * DAY;
    const fields = { id: idOf(index, 'pay', p), uid, debtId: debtIds[p % debtIds.length]!, userId: uid, amount: money(50 + random.next() * 400), date: day(at), isPrincipalOnly: false, notes: '', createdAt: iso(at), updatedAt: iso(at) };
    documents.push(withLog('payments', fields, [], creator(), at));
  }

  const strategyId = idOf(index, 'strategy', 0);
  const chosen = created + 2 * DAY;
  documents.push(
    withLog('strategies', { id: strategyId, uid, userId: uid, name: 'My plan', type: 'avalanche', debtPriorities: debtIds.join(','), monthlyBudget: 900, extraPayment: 100, extraPaymentFrequency: 'once_per_month', extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30, extraPaymentSelectedDays: [15], chosenAt: iso(chosen), createdAt: iso(chosen), updatedAt: iso(chosen) }, [], creator(), chosen),
  );
  let remaining = 20_000;
  const months = Array.from({ length: 36 }, (_, m) => {
    const interest = money(remaining * 0.015);
    remaining = Math.max(0, remaining - 900 + interest);
    return { month: m + 1, totalInterest: interest, totalPayment: 900 };
  });
  documents.push(
    withLog('amortizationTables', { id: idOf(index, 'table', 0), uid, strategyId, strategyType: 'avalanche', name: 'My plan', debtIds: debtIds.join(','), data: months, totalMonths: 36, payoffDate: '2028-10', totalInterestPaid: 4200, totalAmountPaid: 32_400, createdAt: iso(chosen), updatedAt: iso(chosen) }, [], creator(), chosen),
  );
  return documents;
}

/** The collections every device replicates, with the schema version the routes expect. */
export const REPLICATED = Object.entries(collectionSchemas).map(([name, schema]) => ({ name: name as CollectionName, version: schema.version }));

/** A new payment, as a device pushes it when the person records one. */
export function newPayment(uid: string, debtId: string, id: string, now: number, creator: string): SyncDocument {
  const fields = { id, uid, debtId, userId: uid, amount: 125, date: day(now), isPrincipalOnly: false, notes: '', createdAt: iso(now), updatedAt: iso(now) };
  return withLog('payments', fields, [], creator, now).doc;
}

/** `debt` with its balance stated again (one more CRDT row), as a device pushes an edit. */
export function editedDebt(debt: SyncDocument, now: number, creator: string): SyncDocument {
  const set = { balance: money(Number((debt as Record<string, unknown>).balance) * 0.99), updatedAt: iso(now) };
  const crdts = (debt as unknown as { crdts: { operations: Operation[][] } }).crdts;
  const operations = [...crdts.operations, [{ body: [{ ifMatch: { $set: set } }], creator, time: now }]];
  return { ...debt, ...set, crdts: { operations, hash: `bench-${operations.length}` } } as unknown as SyncDocument;
}
