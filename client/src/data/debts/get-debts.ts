import type { Debt } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';
import { findDebtDocument } from './find-debt';

/** The signed-in user's debts, oldest first; [] when the read fails (logged). */
export function getDebts(ctx: DataContext): Promise<Debt[]> {
  return runRead(
    ctx,
    'getDebts',
    async () => (await ctx.db.debts.find({ selector: { uid: ctx.uid }, sort: [{ createdAt: 'asc' }] }).exec()).map(toPlain),
    [],
  );
}

/** One of the user's debts, or null when it does not exist or the read fails (logged). */
export function getDebt(ctx: DataContext, id: string): Promise<Debt | null> {
  return runRead(
    ctx,
    'getDebt',
    async () => {
      const doc = await findDebtDocument(ctx, id);
      return doc ? toPlain(doc) : null;
    },
    null,
  );
}
