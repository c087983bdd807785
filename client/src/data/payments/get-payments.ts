import type { MangoQuerySelector } from 'rxdb';
import { isCharge, type Payment, type PaymentDocument, type PaymentKind } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import type { PaydownDatabase } from '../paydown-database';
import { runRead } from '../write-result';

/** The query selector of a user's payments and charges, optionally of one debt. */
export function paymentsSelector(uid: string, debtId?: string): MangoQuerySelector<PaymentDocument> {
  return debtId === undefined ? { uid } : { uid, debtId };
}

/**
 * The one query of a user's payments and charges (of one debt when `debtId` is given), by date.
 * Every reader of many payments uses it, so RxDB's query cache answers them all from one read: at
 * start the dashboard's balances, payments and charges read every payment once, not once each.
 */
export function paymentsQuery(db: PaydownDatabase, uid: string, debtId?: string) {
  return db.payments.find({ selector: paymentsSelector(uid, debtId), sort: [{ date: 'asc' }] });
}

/**
 * The payments that are shown: those whose debt is here and not deleted. A payment recorded on a
 * device that had not heard of its debt's deletion still arrives; it stays stored (its tombstone
 * would need a pass after every sync) but is never shown or counted, the same on every device.
 * A payment whose debt has not reached this device yet is shown once the debt arrives.
 */
export function ofLiveDebts<T extends { debtId: string }>(payments: readonly T[], liveDebtIds: ReadonlySet<string>): T[] {
  return payments.filter((payment) => liveDebtIds.has(payment.debtId));
}

/**
 * The entries of one kind: the payments collection also holds interest and fees charged
 * (`kind: 'charge'`, schemas/payments.ts), which are never counted as money paid. Every reader of
 * payments goes through getPayments/usePayments (payments only) or getCharges/useCharges.
 */
export function ofKind<T extends { kind?: string | undefined }>(entries: readonly T[], kind: PaymentKind): T[] {
  return entries.filter((entry) => isCharge(entry) === (kind === 'charge'));
}

function readEntries(ctx: DataContext, kind: PaymentKind, debtId: string | undefined): Promise<Payment[]> {
  return runRead(
    ctx,
    kind === 'charge' ? 'getCharges' : 'getPayments',
    async () => {
      const [payments, debts] = await Promise.all([
        paymentsQuery(ctx.db, ctx.uid, debtId).exec(),
        ctx.db.debts.find({ selector: debtId === undefined ? { uid: ctx.uid } : { uid: ctx.uid, id: debtId } }).exec(),
      ]);
      return ofKind(ofLiveDebts(payments, new Set(debts.map((debt) => debt.primary))), kind).map(toPlain);
    },
    [],
  );
}

/** The user's payments (of one debt when `debtId` is given), by date, without charges; [] when the read fails (logged). */
export function getPayments(ctx: DataContext, debtId?: string): Promise<Payment[]> {
  return readEntries(ctx, 'payment', debtId);
}

/** The user's interest and fees charged (of one debt when `debtId` is given), by date; [] when the read fails (logged). */
export function getCharges(ctx: DataContext, debtId?: string): Promise<Payment[]> {
  return readEntries(ctx, 'charge', debtId);
}
