import type { UpdateQuery } from 'rxdb';
import { isCharge, type Payment, type PaymentDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { findDebtDocument, requireDebtDocument } from '../debts/find-debt';
import { readDebt } from '../debts/read-debts';
import { hasErrors } from '../field-checks';
import { pickDefined, sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requirePaymentDocument } from './find-payment';
import { refuseOverPayment } from './over-payment';
import type { PaymentOptions } from './record-payment';
import { PAYMENT_FIELDS, validatePaymentChanges, type PaymentChanges } from './validate-payment';

/**
 * Edits a payment. Only the payment is written: its debt's balance is derived from the amounts of
 * its live payments (debts/shown-debt.ts), so a payment raised from 100 to 150 lowers it by 50 more,
 * and one moved to another debt counts there instead. Two devices editing one payment while apart:
 * the payment's own merge keeps one amount, and every balance follows that amount.
 * A change that would pay more than the debt owes is refused, with nothing written, unless
 * `allowCredit` (over-payment.ts). Interest and fees charged (a charge) are not edited as a payment.
 */
export function editPayment(ctx: DataContext, id: string, changes: PaymentChanges, options: PaymentOptions = {}): Promise<WriteResult<Payment>> {
  return runWrite(ctx, 'editPayment', async () => {
    const doc = await requirePaymentDocument(ctx, id);
    if (isCharge(doc.toJSON())) {
      throw new InvalidInputError({ amount: 'This is interest and fees charged, not a payment. Delete it and update from the statement again to change it.' });
    }
    const values: Record<string, unknown> = pickDefined(changes, PAYMENT_FIELDS);
    const errors = validatePaymentChanges(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const before = doc.toJSON();
    const newDebtId = typeof values.debtId === 'string' ? values.debtId.trim() : before.debtId;
    const newDebt = newDebtId === before.debtId ? null : await readDebt(ctx, await requireDebtDocument(ctx, newDebtId));

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
    if (!options.allowCredit) {
      const amount = (set.amount as number | undefined) ?? before.amount;
      // The old debt may not have reached this device yet: then there is no balance to check against.
      const oldDebt = newDebt || !('amount' in set) ? null : await readDebt(ctx, await findDebtDocument(ctx, before.debtId));
      if (newDebt) refuseOverPayment(newDebt, amount);
      else if (oldDebt) refuseOverPayment(oldDebt, amount, before);
    }

    const at = nowIso(ctx);
    const update: UpdateQuery<PaymentDocument> = { $set: { ...set, updatedAt: at } };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    return toPlain(await updateDocument(doc, { ifMatch: update }));
  });
}
