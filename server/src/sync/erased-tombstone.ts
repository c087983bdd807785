import { createHash } from 'node:crypto';
import type { CollectionName } from '../../../schemas/index';
import type { SyncDocument } from '../storage/sync-store';

/**
 * A content-free tombstone for a deleted document, for POST /api/sync/erase-deleted.
 *
 * Deletions are CRDT tombstones (docs/sync.md, "Deletions and erasure"): the document keeps every
 * field and its whole operation log, which is what lets devices that were away learn of the
 * deletion and merge with it.
 * For privacy the server can replace a tombstone with this one, which keeps exactly what the merge
 * needs and nothing the person wrote:
 *
 * - one operation by ERASE_CREATOR that sets neutral placeholder values and `_deleted: true`. The CRDT
 *   plugin rebuilds a document by replaying every operation of the merged logs, and no operation the
 *   app writes ever sets `_deleted` back to false, so any log containing this one rebuilds to a
 *   deleted document: a device that edited the document while offline merges into a tombstone.
 * - a creator no device ever has (devices are storage tokens), so the plugin's merge, which keeps
 *   one operation per creator and log row, never drops it as a duplicate of a device's operation.
 * - placeholders that satisfy the collection's schema, so the server's validation, RxDB's dev-mode
 *   validation and the CRDT check "the document equals the replay of its log" all hold.
 * - the hash RxDB computes for the log (SHA-256 of the creators), so devices see a consistent state.
 *
 * This is the one place the server writes a document it was not sent; it is a replacement of a
 * deleted document by an equivalent deleted document, committed through the ordinary push path
 * (new seq, change event), so every device pulls it and drops its own copy of the contents.
 */
export const ERASE_CREATOR = 'paydown-server-erase';

const ERASED_DATE = '1970-01-01';

/** Schema-valid values that say nothing about the person, by collection (the erase time for timestamps). */
const PLACEHOLDERS: Record<CollectionName, (at: string) => Record<string, unknown>> = {
  users: (at) => ({ email: '', emailVerified: false, isAnonymous: false, createdAt: at, lastLoginAt: at, updatedAt: at }),
  subscriptions: (at) => ({ status: 'erased', tier: 'free', autoRenew: false, createdAt: at, updatedAt: at }),
  debts: (at) => ({
    name: 'Erased', type: 'other', balance: 0, interestRate: 0, minimumPayment: 0, paymentFrequency: 'monthly',
    highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: at, updatedAt: at,
  }),
  payments: (at) => ({ debtId: 'erased', amount: 0.01, date: ERASED_DATE, isPrincipalOnly: false, createdAt: at, updatedAt: at }),
  strategies: (at) => ({
    name: 'Erased', type: 'avalanche', debtPriorities: '', monthlyBudget: 0, extraPayment: 0, extraPaymentFrequency: 'once_per_month',
    extraPaymentTimesPerMonth: 1, extraPaymentDaysInterval: 30, extraPaymentSelectedDays: [], createdAt: at, updatedAt: at,
  }),
  amortizationTables: (at) => ({ strategyType: 'avalanche', debtIds: '', data: [], createdAt: at, updatedAt: at }),
  financialGoals: (at) => ({
    creditScoreGoal: false, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: false, createdAt: at, updatedAt: at,
  }),
};

/** RxDB's hashCRDTOperations: SHA-256 (hex) of the JSON of each row's creators. */
export function crdtHash(operations: readonly (readonly { creator: string }[])[]): string {
  return createHash('sha256')
    .update(JSON.stringify(operations.map((row) => row.map((operation) => operation.creator))))
    .digest('hex');
}

/** The erased tombstone that replaces `stored` (a deleted document of `collection`). */
export function erasedTombstone(collection: CollectionName, stored: SyncDocument, at: Date): SyncDocument {
  const fields = { ...PLACEHOLDERS[collection](at.toISOString()), id: stored.id, uid: stored.uid };
  const operations = [[{ body: [{ ifMatch: { $set: { ...fields, _deleted: true } } }], creator: ERASE_CREATOR, time: at.getTime() }]];
  return { ...fields, crdts: { operations, hash: crdtHash(operations) }, _deleted: true };
}

/** Whether a stored document is already an erased tombstone (its log is the erase operation alone). */
export function isErased(doc: SyncDocument): boolean {
  const operations = (doc.crdts as { operations?: unknown } | undefined)?.operations;
  if (!Array.isArray(operations) || operations.length !== 1) return false;
  const row: unknown = operations[0];
  return Array.isArray(row) && row.length === 1 && (row[0] as { creator?: unknown }).creator === ERASE_CREATOR;
}

/**
 * Whether a document brings contents back to an erased tombstone: deleted, with the erase
 * operation in its log beside other operations. That is what a device that still held the
 * document (offline during the erase) pushes once it has merged its log with the erased one: the
 * merge stays deleted, but its log carries the device's operations, contents included.
 */
export function bringsBackErasedContents(doc: SyncDocument): boolean {
  if (doc._deleted !== true || isErased(doc)) return false;
  const operations = (doc.crdts as { operations?: unknown } | undefined)?.operations;
  if (!Array.isArray(operations)) return false;
  return operations.some((row: unknown) => Array.isArray(row) && row.some((operation) => (operation as { creator?: unknown }).creator === ERASE_CREATOR));
}
