import type { RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { NotFoundError } from '../write-result';

/** The message of spec §5/§8 for a debt that does not exist (or is not the signed-in user's). */
export function debtNotFoundMessage(id: string): string {
  return `Debt with ID ${id} not found`;
}

/** The signed-in user's debt document with this id, or null (another user's debt is not found). */
export async function findDebtDocument(ctx: DataContext, id: string): Promise<RxDocument<DebtDocument> | null> {
  return ctx.db.debts.findOne({ selector: { id, uid: ctx.uid } }).exec();
}

/** Like findDebtDocument, but throws `Debt with ID {id} not found` when there is none. */
export async function requireDebtDocument(ctx: DataContext, id: string): Promise<RxDocument<DebtDocument>> {
  const doc = await findDebtDocument(ctx, id);
  if (!doc) throw new NotFoundError(debtNotFoundMessage(id));
  return doc;
}
