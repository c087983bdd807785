import type { AmortizationTable, StrategyType } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';
import { latestPerStrategyType, newestFirst } from './latest-table';

/** The user's saved tables, one per strategy type (the most recently updated); [] on failure (logged). */
export function getAmortizationTables(ctx: DataContext): Promise<AmortizationTable[]> {
  return runRead(
    ctx,
    'getAmortizationTables',
    async () => latestPerStrategyType((await ctx.db.amortizationTables.find({ selector: { uid: ctx.uid } }).exec()).map(toPlain)),
    [],
  );
}

/** The saved table of one strategy type, or null when there is none or the read fails (logged). */
export function getAmortizationTable(ctx: DataContext, strategyType: StrategyType): Promise<AmortizationTable | null> {
  return runRead(
    ctx,
    'getAmortizationTable',
    async () => {
      const docs = await ctx.db.amortizationTables.find({ selector: { uid: ctx.uid, strategyType } }).exec();
      return newestFirst(docs.map(toPlain))[0] ?? null;
    },
    null,
  );
}
