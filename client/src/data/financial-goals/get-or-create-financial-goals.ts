import type { RxDocument } from 'rxdb';
import type { FinancialGoals, FinancialGoalsDocument } from '@schemas/index';
import { insertUnlessExists, toPlain } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { defaultFinancialGoals } from './default-financial-goals';

/** The user's goals document, created with the defaults (all false) when there is none. */
export async function financialGoalsDocument(ctx: DataContext): Promise<RxDocument<FinancialGoalsDocument>> {
  const existing = await ctx.db.financialGoals.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
  if (existing) return existing;
  const { doc } = await insertUnlessExists(ctx.db.financialGoals, defaultFinancialGoals(ctx.uid, nowIso(ctx)) as FinancialGoalsDocument);
  return doc;
}

/** The signed-in user's financial goals; the first call saves the defaults (four times false). */
export function getOrCreateFinancialGoals(ctx: DataContext): Promise<WriteResult<FinancialGoals>> {
  return runWrite(ctx, 'getOrCreateFinancialGoals', async () => toPlain(await financialGoalsDocument(ctx)));
}
