import type { CRDTEntry, RxDocument } from 'rxdb';
import type { DebtDocument, PaymentDocument } from '@schemas/index';
import type { PaydownDatabase } from '../paydown-database';

/**
 * For tests: the operations older versions of Paydown wrote to move a debt's balance, exactly as
 * they wrote them (the stored logs the legacy rule of legacy-opening-balance.ts reads). Nothing in
 * the app writes these any more.
 */
const PAID_OFF = 0.005;
const AT = '2026-01-10T10:00:00.000Z';

/** A debt as version 0 created it: the balance typed, no opening balance, no effects. */
export async function insertLegacyDebt(db: PaydownDatabase, id: string, balance: number, uid = 'user-1'): Promise<void> {
  await db.debts.insert({
    id, uid, name: id, type: 'personal_loan', balance, interestRate: 6, minimumPayment: 50, paymentFrequency: 'monthly',
    highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
  });
}

/** Version 0 (up to commit a8a887b): a payment's `$inc` of the balance, then the paid-off check on the merged balance. */
export function version0BalanceChange(change: number): CRDTEntry<DebtDocument>[] {
  return [
    { ifMatch: { $inc: { balance: change }, $set: { updatedAt: AT } } },
    { selector: { balance: { $lte: PAID_OFF } }, ifMatch: { $set: { isPaid: true } }, ...(change > 0 ? { ifNotMatch: { $set: { isPaid: false } } } : {}) },
  ];
}

/** Versions 0 to 2: the person's correction of the balance, as the difference from the balance they saw. */
export function legacyCorrection(change: number): CRDTEntry<DebtDocument> {
  return { ifMatch: { $set: { updatedAt: AT }, $inc: { balance: change } } };
}

/** Version 0: "Mark as paid" (markDebtPaid), the balance left as it was. */
export const version0MarkPaid: CRDTEntry<DebtDocument> = { ifMatch: { $set: { isPaid: true, updatedAt: AT } } };

/** Versions 1 and 2: the map built from the payments a device held (ensurePaymentEffects), guarded by its absence. */
export function version1BuildEffects(map: Record<string, number>): CRDTEntry<DebtDocument> {
  return { selector: { paymentEffects: { $exists: false } }, ifMatch: { $set: { paymentEffects: map } } };
}

/** Versions 1 and 2: a payment's effect moved from `seen` to `next`, guarded by `seen` (payment-effects.ts then). */
export function version1EffectChange(paymentId: string, seen: number | undefined, next: number | undefined): CRDTEntry<DebtDocument>[] {
  const path = `paymentEffects.${paymentId}`;
  const holds = (value: number | undefined) => ({ [path]: value === undefined ? { $exists: false } : value });
  const change = (seen ?? 0) - (next ?? 0);
  const entries: CRDTEntry<DebtDocument>[] = [
    {
      selector: holds(seen),
      ifMatch: {
        $inc: { balance: change },
        ...(next === undefined ? { $set: { updatedAt: AT }, $unset: { [path]: '' } } : { $set: { updatedAt: AT, [path]: next } }),
      },
    },
    { selector: { ...holds(next), balance: { $lte: PAID_OFF } }, ifMatch: { $set: { isPaid: true } } },
  ];
  if (change > 0) {
    entries.push({
      selector: { ...holds(next), balance: { $gt: PAID_OFF }, closedAs: { $nin: ['settled', 'forgiven', 'refinanced'] } },
      ifMatch: { $set: { isPaid: false }, $unset: { closedAs: '', closedOn: '', closingPaymentId: '' } },
    });
  }
  return entries;
}

/** A payment document as every version stored it. */
export async function insertPayment(db: PaydownDatabase, id: string, debtId: string, amount: number, uid = 'user-1'): Promise<RxDocument<PaymentDocument>> {
  return db.payments.insert({ id, uid, debtId, amount, date: '2026-01-20', isPrincipalOnly: false, createdAt: AT, updatedAt: AT });
}

/** Version 0's recordPayment: the payment, then its `$inc` on the debt (when the debt is here: a sync may just have deleted it). */
export async function version0RecordPayment(db: PaydownDatabase, id: string, debtId: string, amount: number, uid = 'user-1'): Promise<void> {
  if (!(await db.debts.findOne(debtId).exec())) return;
  await insertPayment(db, id, debtId, amount, uid);
  await (await db.debts.findOne(debtId).exec())?.updateCRDT(version0BalanceChange(-amount));
}
