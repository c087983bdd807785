import type { Debt } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';

/** Marks one of the user's debts as paid (or, with `isPaid` false, as not paid). The balance is left as it is. */
export function markDebtPaid(ctx: DataContext, id: string, isPaid = true): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'markDebtPaid', async () => {
    const doc = await requireDebtDocument(ctx, id);
    if (doc.isPaid === isPaid) return toPlain(doc);
    return toPlain(await updateDocument(doc, { ifMatch: { $set: { isPaid, updatedAt: nowIso(ctx) } } }));
  });
}
