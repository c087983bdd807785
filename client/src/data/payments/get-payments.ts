import type { MangoQuerySelector } from 'rxdb';
import type { Payment, PaymentDocument } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';

/** The query selector of a user's payments, optionally of one debt. */
export function paymentsSelector(uid: string, debtId?: string): MangoQuerySelector<PaymentDocument> {
  return debtId === undefined ? { uid } : { uid, debtId };
}

/** The user's payments (of one debt when `debtId` is given), by date; [] when the read fails (logged). */
export function getPayments(ctx: DataContext, debtId?: string): Promise<Payment[]> {
  return runRead(
    ctx,
    'getPayments',
    async () => (await ctx.db.payments.find({ selector: paymentsSelector(ctx.uid, debtId), sort: [{ date: 'asc' }] }).exec()).map(toPlain),
    [],
  );
}
