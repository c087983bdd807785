import { removeDocument } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';

export interface DeletedDebt {
  id: string;
  /** How many of the debt's payments were deleted with it. */
  deletedPayments: number;
}

/**
 * Deletes one of the user's debts and its payments (a payment without its debt has nothing left to
 * count towards). Deletions are CRDT tombstones, so they reach the user's other devices.
 * Strategies and saved tables that list the id keep it; the payoff engine skips unknown ids.
 */
export function deleteDebt(ctx: DataContext, id: string): Promise<WriteResult<DeletedDebt>> {
  return runWrite(ctx, 'deleteDebt', async () => {
    const doc = await requireDebtDocument(ctx, id);
    const payments = await ctx.db.payments.find({ selector: { uid: ctx.uid, debtId: id } }).exec();
    for (const payment of payments) await removeDocument(payment);
    await removeDocument(doc);
    return { id, deletedPayments: payments.length };
  });
}
