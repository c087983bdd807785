import type { Debt } from '@schemas/index';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';
import { findDebtDocument } from './find-debt';
import { readDebt, readDebts } from './read-debts';

/** The signed-in user's debts as shown (balance derived, read-debts.ts), oldest first; [] when the read fails (logged). */
export function getDebts(ctx: DataContext): Promise<Debt[]> {
  return runRead(ctx, 'getDebts', () => readDebts(ctx), []);
}

/** One of the user's debts as shown, or null when it does not exist or the read fails (logged). */
export function getDebt(ctx: DataContext, id: string): Promise<Debt | null> {
  return runRead(ctx, 'getDebt', async () => readDebt(ctx, await findDebtDocument(ctx, id)), null);
}
