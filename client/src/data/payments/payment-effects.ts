import type { CRDTEntry, RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import { updateDocument } from '../crdt-writes';
import { PAID_OFF_THRESHOLD } from '../debts/paid-off';

/**
 * How a payment moves its debt's balance, so that every device ends with the same, right balance.
 *
 * A debt keeps, beside its balance, `paymentEffects`: for each of its payments, the amount the
 * balance reflects. The invariant: balance = (created balance + the user's corrections) − the sum of
 * `paymentEffects`. A payment write changes one payment's effect from the value the device saw
 * (`seen`, absent = not reflected) to the new one (`next`, absent = removed) and moves the balance by
 * the difference (`$inc`, so payments recorded on two offline devices both count).
 *
 * Why the operation is guarded by `seen`: when the CRDT plugin merges two devices' histories it
 * replays every operation in one order on every device. Two devices that delete the same payment
 * while apart both saw its effect; the first delete replayed refunds it, the second finds the
 * effect gone and does nothing. Without the guard the payment was refunded twice. The same holds
 * for an edit racing a delete, two edits, or a move racing an edit: an operation whose `seen` no
 * longer holds is skipped, so the invariant always holds after any merge.
 *
 * What the guard cannot know is which of two racing writes the user meant to keep; the payment
 * document decides that (its own merge), and reconcilePaymentEffects (run after sync) moves each
 * effect to what the merged payment says, with the same guarded operations: two devices
 * reconciling at once apply the correction once.
 *
 * isPaid follows the balance only when the effect changed: a payment that lowers the balance marks
 * the debt paid at or below half a cent (PAID_OFF_THRESHOLD); one that raises it (a payment deleted
 * or made smaller) makes the flag follow the balance. As a selector inside the operation it is
 * evaluated on the merged balance, so two offline payments that only together clear the debt still
 * mark it paid. A debt the user closed as settled, forgiven or refinanced stays closed whatever its
 * payments do (the closing says it is not owed); one closed as paid in full is not paid in full once
 * it owes again, so it reopens like any other (its closing fields are cleared). A payment removed
 * from a debt is no longer its closing payment (`closingPaymentId`).
 */

/** Closings that do not depend on the balance: a payment change never reopens these. */
const CLOSED_WHATEVER_THE_BALANCE = ['settled', 'forgiven', 'refinanced'];

/** A payment's effect, in dollars as recorded; undefined when the balance does not reflect it. */
export type Effect = number | undefined;

/**
 * The key of a payment in `paymentEffects`. Operations address it as a dotted path, so characters
 * that mean something in a path ('.', a leading '$') are escaped; generated ids (UUIDs) are unchanged.
 */
export function effectKey(paymentId: string): string {
  return paymentId.replace(/[%.$]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The payment id of an `effectKey`. */
export function paymentIdOfKey(key: string): string {
  return key.replace(/%(25|2E|24)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The effect of `paymentId` on this debt as stored (undefined when absent or the debt has no map yet). */
export function effectOf(debt: Pick<DebtDocument, 'paymentEffects'>, paymentId: string): Effect {
  const effect = debt.paymentEffects?.[effectKey(paymentId)];
  return typeof effect === 'number' ? effect : undefined;
}

/** The operation that changes one payment's effect from `seen` to `next` (see the header). */
export function effectChangeOperation(paymentId: string, seen: Effect, next: Effect, updatedAt: string): CRDTEntry<DebtDocument>[] {
  const path = `paymentEffects.${effectKey(paymentId)}`;
  const holds = (value: Effect) => ({ [path]: value === undefined ? { $exists: false } : value });
  const change = (seen ?? 0) - (next ?? 0);
  const entries: CRDTEntry<DebtDocument>[] = [
    {
      selector: holds(seen),
      ifMatch: {
        $inc: { balance: change },
        ...(next === undefined ? { $set: { updatedAt }, $unset: { [path]: '' } } : { $set: { updatedAt, [path]: next } }),
      },
    },
    // Only when the first entry applied (the effect is now `next`; racing writes leave it elsewhere).
    { selector: { ...holds(next), balance: { $lte: PAID_OFF_THRESHOLD } }, ifMatch: { $set: { isPaid: true } } },
  ];
  if (change > 0) {
    entries.push({
      selector: { ...holds(next), balance: { $gt: PAID_OFF_THRESHOLD }, closedAs: { $nin: CLOSED_WHATEVER_THE_BALANCE } },
      ifMatch: { $set: { isPaid: false }, $unset: { closedAs: '', closedOn: '', closingPaymentId: '' } },
    });
  }
  if (next === undefined) entries.push({ selector: { closingPaymentId: paymentId }, ifMatch: { $unset: { closingPaymentId: '' } } });
  return entries;
}

/**
 * Changes one payment's effect on a debt to `next`, from the effect this device sees. The debt must
 * already have its map (ensurePaymentEffects); an unchanged effect writes nothing.
 */
export async function setPaymentEffect(debt: RxDocument<DebtDocument>, paymentId: string, next: Effect, updatedAt: string): Promise<RxDocument<DebtDocument>> {
  const seen = effectOf(debt, paymentId);
  if (seen === next) return debt;
  return updateDocument(debt, effectChangeOperation(paymentId, seen, next, updatedAt));
}
