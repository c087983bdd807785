import type { Debt } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';

/** The signed-in user's debts, oldest first; [] when the read fails (logged). */
export function getDebts(ctx: DataContext): Promise<Debt[]> {
  return runRead(
    ctx,
    'getDebts',
    async () => (await ctx.db.debts.find({ selector: { uid: ctx.uid }, sort: [{ createdAt: 'asc' }] }).exec()).map(toPlain),
    [],
  );
}
