import type { Debt, DebtDocument, Payment, PaymentDocument } from '@schemas/index';
import type { RxCollection } from 'rxdb';
import { joinIds, splitIds } from '@/lib/comma-joined-ids';
import { definedOnly, insertDocuments, updateDocument } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { toDollars, toCents } from '@/payoff/money';
import { runWrite, type WriteResult } from '../write-result';
import type { RemovedDebt } from './delete-debt';
import { readDebt } from './read-debts';
import { netPaidCents } from './shown-debt';

/**
 * Undoes deleteDebt: the debt and its payments come back as they were (name, balance, place in
 * the order, closing, every payment), and so does the debt's place in the strategies' custom order
 * and in saved schedules.
 *
 * They come back as new documents, under new ids. The deleted ones are CRDT tombstones, and
 * neither way of reviving those merges right on the other devices:
 * - inserted again under its old id, a document starts a new operation log; merged with a log that
 *   holds the deletion (any device that saw it), the plugin replays the old insert and the delete
 *   after it, so the debt is deleted again; written by the same device, the new insert is even
 *   dropped as a duplicate of its first one;
 * - un-deleted by an operation (`_deleted: false`, which no write does, docs/sync.md), the debt and
 *   its payments travel separately: a device that receives the payments back before the debt
 *   deletes them again (removePaymentsOfDeletedDebts).
 * New documents merge with nothing; what pointed at the old ids is moved to the new ones: each
 * payment's `debtId`, the debt's `closingPaymentId`, strategies' `debtPriorities` and saved
 * schedules. `debtIds`. Its opening balance is the balance it showed plus those payments less its charges, so it
 * shows that balance again (shown-debt.ts).
 */
export function restoreDebt(ctx: DataContext, removed: RemovedDebt): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'restoreDebt', async () => {
    const at = nowIso(ctx);
    const debtId = newId(ctx);
    const paymentIds = new Map(removed.payments.map((payment) => [payment.id, newId(ctx)]));
    const renamed = (paymentId: string) => paymentIds.get(paymentId) ?? paymentId;
    const { debt: old } = removed;
    const { openingBalance: _opening, ...kept } = old;
    const debt = definedOnly({
      ...kept,
      id: debtId,
      balance: old.balance,
      openingBalance: toDollars(toCents(old.balance) + netPaidCents(removed.payments)),
      // As stored, `isPaid` says the person closed it; being paid off is read from the balance.
      isPaid: old.closedAs !== undefined || (old.isPaid && old.balance > 0),
      closingPaymentId: old.closingPaymentId === undefined ? undefined : renamed(old.closingPaymentId),
      updatedAt: at,
    }) as Debt;
    const payments = removed.payments.map((payment): Payment => ({ ...payment, id: renamed(payment.id), debtId, updatedAt: at }));
    // The debt before what points at it, so another tab never sees a payment without its debt.
    await insertDocuments(ctx.db.debts, [debt as DebtDocument]);
    await insertDocuments(ctx.db.payments, payments as PaymentDocument[]);
    await moveIdInLists(ctx, ctx.db.strategies, 'debtPriorities', old.id, debtId);
    await moveIdInLists(ctx, ctx.db.amortizationTables, 'debtIds', old.id, debtId);
    return (await readDebt(ctx, await ctx.db.debts.findOne(debtId).exec()))!;
  });
}

/**
 * Puts `to` in the place of `from` in a comma-joined list of ids, in each of the user's documents
 * that lists it. Guarded by the list as this device saw it: if another device changed the list
 * meanwhile, its list is kept (an order without the restored debt, which the planner puts last).
 * `updatedAt` is left alone: the person saved nothing, and it says when they last did.
 */
async function moveIdInLists<T extends { uid: string }>(ctx: DataContext, collection: RxCollection<T>, field: keyof T & string, from: string, to: string) {
  const docs = await collection.find({ selector: { uid: ctx.uid } as never }).exec();
  for (const doc of docs) {
    const seen = doc.get(field) as string;
    const ids = splitIds(seen);
    if (!ids.includes(from)) continue;
    const moved = joinIds(ids.map((id) => (id === from ? to : id)));
    await updateDocument(doc, { selector: { [field]: seen } as never, ifMatch: { $set: { [field]: moved } as never } });
  }
}
