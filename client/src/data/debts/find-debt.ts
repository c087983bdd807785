import type { RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { NotFoundError } from '../write-result';

/** The message of spec §5/§8 for a debt that does not exist (or is not the signed-in user's). */
export function debtNotFoundMessage(id: string): string {
  return `Debt with ID ${id} not found`;
}

/** The signed-in user's debt document with this id, or null (another user's debt is not found). */
export async function findDebtDocument(ctx: DataContext, id: string): Promise<RxDocument<DebtDocument> | null> {
  return ctx.db.debts.findOne({ selector: { id, uid: ctx.uid } }).exec();
}

/** Like findDebtDocument, but throws `Debt with ID {id} not found` when there is none. */
export async function requireDebtDocument(ctx: DataContext, id: string): Promise<RxDocument<DebtDocument>> {
  const doc = await findDebtDocument(ctx, id);
  if (!doc) throw new NotFoundError(debtNotFoundMessage(id));
  return doc;
}

/**
 * The debt whose balance a payment change must move: the live document, or null when the debt was
 * deleted (its tombstone is here, so there is no balance left to adjust). Throws when this device
 * has never received the debt at all: each collection replicates on its own, so a payment can
 * arrive before its debt, and skipping the balance change then would lose it for good once the
 * debt arrives. Nothing has been written when it throws; the user can retry after sync.
 */
export async function findDebtForBalanceChange(ctx: DataContext, id: string): Promise<RxDocument<DebtDocument> | null> {
  const doc = await findDebtDocument(ctx, id);
  if (doc) return doc;
  if ((await findDeletedDebtIds(ctx, [id])).has(id)) return null;
  throw new Error(`The debt of this payment (${id}) has not reached this device yet; try again once sync has caught up`);
}

/**
 * Which of these ids are the signed-in user's deleted debts: their tombstones are on this device.
 * An id missing from the answer is a live debt, another user's, or one this device never received.
 */
export async function findDeletedDebtIds(ctx: DataContext, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const stored = await ctx.db.debts.storageInstance.findDocumentsById([...ids], true);
  return new Set(stored.filter((debt) => debt._deleted && debt.uid === ctx.uid).map((debt) => debt.id));
}
