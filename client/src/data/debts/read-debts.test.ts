import fc from 'fast-check';
import type { RxDocument } from 'rxdb';
import { describe, expect, test } from 'vitest';
import type { DebtDocument } from '@schemas/index';
import { testDebtDocument } from '@/planning/test-debt-document';
import { showDebts } from './read-debts';
import { showDebt, type PaymentShare } from './shown-debt';

type Entry = PaymentShare & { debtId: string };

/** A stored debt revision as showDebts reads it from RxDB: its id and its plain data (one object per revision, as RxDB keeps). */
function revision(id: string, openingBalance: number): RxDocument<DebtDocument> {
  const data = { ...testDebtDocument({ id, name: `Debt ${id}` }), openingBalance } as DebtDocument;
  return { primary: id, toJSON: () => data } as unknown as RxDocument<DebtDocument>;
}

describe('the shown debts follow their entries incrementally', () => {
  test('a debt write beside the same payments list reads only that debt’s payments again', () => {
    const read = new Set<string>();
    const counted = (entry: Entry): Entry =>
      new Proxy(entry, {
        get(target, field, receiver) {
          read.add(target.id);
          return Reflect.get(target, field, receiver) as unknown;
        },
      });
    const payments = [counted({ id: 'p1', debtId: 'a', amount: 100 }), counted({ id: 'p2', debtId: 'b', amount: 50, kind: 'charge' })];
    const b = revision('b', 500);
    const first = showDebts([revision('a', 1000), b], payments);
    expect(first.map((debt) => debt.balance)).toEqual([900, 550]);
    read.clear();
    // Debt a renamed: a new revision of it beside the same list of payments (RxDB keeps a query's result while nothing in it changed).
    const second = showDebts([revision('a', 1000), b], payments);
    expect(second.map((debt) => debt.balance)).toEqual([900, 550]);
    expect(second[1]).toBe(first[1]);
    expect([...read]).toEqual(['p1']);
  });

  test('property: after any series of payment changes, every debt reads as shown from its own entries, and a debt whose entries count alike keeps its object', () => {
    const debtIds = ['a', 'b', 'c'];
    const change = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), debtId: fc.constantFrom(...debtIds), cents: fc.integer({ min: 1, max: 50_000 }), charge: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('amount' as const), at: fc.nat(), cents: fc.integer({ min: 1, max: 50_000 }) }),
      // A new revision with the same id, amount and kind (its date or note changed, say).
      fc.record({ kind: fc.constant('copy' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('debt' as const), debtId: fc.constantFrom(...debtIds), cents: fc.integer({ min: 0, max: 500_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        let docs = debtIds.map((id) => revision(id, 1000));
        let entries: Entry[] = [];
        let previous = showDebts(docs, entries);
        let next = 0;
        for (const step of changes) {
          const before = entries;
          const docsBefore = docs;
          if (step.kind === 'add') entries = [...entries, { id: `p${next++}`, debtId: step.debtId, amount: step.cents / 100, ...(step.charge ? { kind: 'charge' as const } : {}) }];
          else if (step.kind === 'debt') docs = docs.map((doc) => (doc.primary === step.debtId ? revision(step.debtId, step.cents / 100) : doc));
          else if (entries.length > 0) {
            const at = step.at % entries.length;
            const entry = entries[at]!;
            const replaced = step.kind === 'remove' ? [] : [{ ...entry, amount: step.kind === 'amount' ? step.cents / 100 : entry.amount }];
            entries = [...entries.slice(0, at), ...replaced, ...entries.slice(at + 1)];
          }
          const shown = showDebts(docs, entries);
          docs.forEach((doc, i) => {
            const own = (list: readonly Entry[]) => list.filter((entry) => entry.debtId === doc.primary);
            expect(shown[i]).toEqual(showDebt(doc.toJSON() as DebtDocument, own(entries)));
            const countsAlike = (a: readonly Entry[], b: readonly Entry[]) => JSON.stringify(a.map(({ id, amount, kind }) => [id, amount, kind ?? ''])) === JSON.stringify(b.map(({ id, amount, kind }) => [id, amount, kind ?? '']));
            if (doc === docsBefore[i] && countsAlike(own(before), own(entries))) expect(shown[i]).toBe(previous[i]);
          });
          previous = shown;
        }
      }),
      { numRuns: 200 },
    );
  });
});
