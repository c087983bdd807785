import { removeDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { findDeletedDebtIds } from '../debts/find-debt';

/**
 * After sync: deletes the live payments whose debt was deleted, as deleteDebt does on the device
 * that deletes it. A payment recorded on a device that had not yet heard of the deletion (offline,
 * or just slower) arrives after the cascade ran, and would otherwise stay forever, counted in
 * payment totals and plan standings with no debt to show it under. The deletion wins, on every
 * device alike: each one that holds both the payment and the debt's tombstone removes it, and
 * removals of one document merge into one tombstone.
 *
 * A payment whose debt this device has never received is left alone: collections replicate apart,
 * so the debt may still be on its way. Returns how many payments it deleted.
 */
export async function removePaymentsOfDeletedDebts(ctx: DataContext): Promise<number> {
  const payments = await ctx.db.payments.find({ selector: { uid: ctx.uid } }).exec();
  if (payments.length === 0) return 0;
  const deleted = await findDeletedDebtIds(ctx, [...new Set(payments.map((payment) => payment.debtId))]);
  if (deleted.size === 0) return 0;
  let removed = 0;
  for (const payment of payments) {
    if (!deleted.has(payment.debtId)) continue;
    await removeDocument(payment);
    removed++;
  }
  return removed;
}
