import type { Debt } from '@schemas/index';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';
import { readDebts } from './read-debts';

/** The signed-in user's debts as shown (balance derived, read-debts.ts), oldest first; [] when the read fails (logged). */
export function getDebts(ctx: DataContext): Promise<Debt[]> {
  return runRead(ctx, 'getDebts', () => readDebts(ctx), []);
}
