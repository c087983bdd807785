import type { RxDocument } from 'rxdb';
import type { PaymentDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { NotFoundError } from '../write-result';

/** The signed-in user's payment with this id; throws `Payment with ID {id} not found` otherwise. */
export async function requirePaymentDocument(ctx: DataContext, id: string): Promise<RxDocument<PaymentDocument>> {
  const doc = await ctx.db.payments.findOne({ selector: { id, uid: ctx.uid } }).exec();
  if (!doc) throw new NotFoundError(`Payment with ID ${id} not found`);
  return doc;
}
