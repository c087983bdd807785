import type { Debt } from '@schemas/index';
import type { DataContext } from '../data-context';
import { getDebts } from '../debts/get-debts';

/** One debt as the app shows it (read through getDebts, as the screens do), or undefined. */
export async function shownDebt(ctx: DataContext, id: string): Promise<Debt | undefined> {
  return (await getDebts(ctx)).find((debt) => debt.id === id);
}
