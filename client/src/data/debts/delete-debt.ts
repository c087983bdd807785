import type { Debt, Payment } from '@schemas/index';
import { removeDocument, toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';
import { readDebt } from './read-debts';

/** A debt as it was shown when deleted, with its payments: what restoreDebt needs to undo the deletion. */
export interface RemovedDebt {
  debt: Debt;
  payments: Payment[];
}

export interface DeletedDebt {
  id: string;
  /** How many of the debt's payments were deleted with it. */
  deletedPayments: number;
  /** What was deleted, for an undo (restore-debt.ts). */
  removed: RemovedDebt;
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
    const removed: RemovedDebt = { debt: (await readDebt(ctx, doc))!, payments: payments.map(toPlain) };
    for (const payment of payments) await removeDocument(payment);
    await removeDocument(doc);
    return { id, deletedPayments: payments.length, removed };
  });
}
