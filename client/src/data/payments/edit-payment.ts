import type { UpdateQuery } from 'rxdb';
import type { Payment, PaymentDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { findDebtForBalanceChange, requireDebtDocument } from '../debts/find-debt';
import { hasErrors } from '../field-checks';
import { pickDefined, sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { movePaymentEffect } from './move-payment-effect';
import { requirePaymentDocument } from './find-payment';
import { refuseOverPayment } from './over-payment';
import type { PaymentOptions } from './record-payment';
import { PAYMENT_FIELDS, validatePaymentChanges, type PaymentChanges } from './validate-payment';

/**
 * Edits a payment. The debt's balance moves by the difference (a payment raised from 100 to 150
 * lowers the balance by 50 more); moving a payment to another debt gives the old debt its amount
 * back and takes the new amount from the new debt. Both are changes of the payment's effect (see
 * payment-effects.ts), so edits racing on two offline devices never count twice; after sync the
 * balance follows whichever amount the merged payment keeps (reconcilePaymentEffects).
 * A change of amount or debt is refused, with nothing written, while the payment's debt has not
 * synced to this device (findDebtForBalanceChange), and when it would pay more than the debt owes,
 * unless `allowCredit` (over-payment.ts).
 */
export function editPayment(ctx: DataContext, id: string, changes: PaymentChanges, options: PaymentOptions = {}): Promise<WriteResult<Payment>> {
  return runWrite(ctx, 'editPayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    const values: Record<string, unknown> = pickDefined(changes, PAYMENT_FIELDS);
    const errors = validatePaymentChanges(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const before = doc.toJSON();
    const newDebtId = typeof values.debtId === 'string' ? values.debtId.trim() : before.debtId;
    const newDebt = newDebtId === before.debtId ? null : await requireDebtDocument(ctx, newDebtId);

    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    for (const [field, raw] of Object.entries(values)) {
      const value = tidyValue(raw);
      if (value === undefined) {
        if ((before as Record<string, unknown>)[field] !== undefined) unset[field] = '';
      } else if (!sameValue((before as Record<string, unknown>)[field], value)) {
        set[field] = value;
      }
    }
    if (Object.keys(set).length === 0 && Object.keys(unset).length === 0) return toPlain(doc);
    // Before anything is written: a change of amount or debt throws when the old debt has not
    // reached this device yet (findDebtForBalanceChange); other fields can be edited meanwhile.
    const oldDebt = 'amount' in set || 'debtId' in set ? await findDebtForBalanceChange(ctx, before.debtId) : null;
    if (!options.allowCredit) {
      const amount = (set.amount as number | undefined) ?? before.amount;
      if (newDebt) refuseOverPayment(newDebt, amount);
      else if (oldDebt && 'amount' in set) refuseOverPayment(oldDebt, amount, before);
    }

    const at = nowIso(ctx);
    const update: UpdateQuery<PaymentDocument> = { $set: { ...set, updatedAt: at } };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    const saved = await updateDocument(doc, { ifMatch: update });

    if (newDebt) {
      if (oldDebt) await movePaymentEffect(ctx, oldDebt, id, undefined, at);
      await movePaymentEffect(ctx, newDebt, id, saved.amount, at);
    } else if (oldDebt) {
      await movePaymentEffect(ctx, oldDebt, id, saved.amount, at);
    }
    return toPlain(saved);
  });
}
