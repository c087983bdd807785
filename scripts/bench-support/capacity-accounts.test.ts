import { describe, expect, it } from 'vitest';
import { buildDocumentValidators } from '../../server/src/sync/document-validators';
import { accountDocuments, editedDebt, newPayment } from './capacity-accounts';

describe('synthetic capacity accounts', () => {
  const validators = buildDocumentValidators();

  it('are documents the server accepts, every collection included', () => {
    const seen = new Set<string>();
    for (const index of [0, 1, 77, 9_999]) {
      for (const { collection, doc } of accountDocuments(index)) {
        seen.add(collection);
        expect(validators[collection].check(doc as Record<string, unknown>), `${collection} ${doc.id}`).toBeNull();
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(validators).sort());
  });

  it('are the same for the same account, and differ between accounts', () => {
    expect(JSON.stringify(accountDocuments(5))).toBe(JSON.stringify(accountDocuments(5)));
    expect(accountDocuments(5).length).not.toBe(0);
    expect(JSON.stringify(accountDocuments(5))).not.toBe(JSON.stringify(accountDocuments(6)));
  });

  it('make valid pushes: a new payment and a debt edit that appends one CRDT row', () => {
    const debt = accountDocuments(3).find((d) => d.collection === 'debts')!.doc;
    const edited = editedDebt(debt, Date.UTC(2026, 0, 1), 'device-x');
    expect(validators.debts.check(edited as Record<string, unknown>)).toBeNull();
    const rows = (doc: unknown) => (doc as { crdts: { operations: unknown[] } }).crdts.operations.length;
    expect(rows(edited)).toBe(rows(debt) + 1);
    expect(validators.payments.check(newPayment(debt.uid, debt.id, 'pay-new', Date.UTC(2026, 0, 1), 'device-x') as Record<string, unknown>)).toBeNull();
  });
});
