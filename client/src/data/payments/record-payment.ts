import type { RxDocument } from 'rxdb';
import type { Payment, PaymentDocument } from '@schemas/index';
import { insertDocument, toPlain } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { requireDebtDocument } from '../debts/find-debt';
import { readDebt } from '../debts/read-debts';
import { hasErrors } from '../field-checks';
import { tidyInput } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { refuseOverPayment } from './over-payment';
import { PAYMENT_FIELDS, validateNewPayment, type NewPaymentInput } from './validate-payment';

export interface PaymentOptions {
  /**
   * The user chose to keep what the payment pays beyond the debt's balance as a credit on it.
   * Without it a payment larger than the balance is refused (OverPaymentError), nothing written.
   */
  allowCredit?: boolean;
}

/**
 * Records a payment towards one of the user's debts. Only the payment is written: the debt's
 * balance is derived from its payments on reading (debts/shown-debt.ts), so it goes down by the
 * amount, and a debt whose balance reaches zero reads as paid off, on every device after any merge.
 * A payment larger than the balance is refused unless `allowCredit` (over-payment.ts).
 * An unknown debt fails with `Debt with ID {id} not found` and nothing is written.
 */
export function recordPayment(ctx: DataContext, input: NewPaymentInput, options: PaymentOptions = {}): Promise<WriteResult<Payment>> {
  return runWrite(ctx, 'recordPayment', async () => toPlain(await addPayment(ctx, input, options)));
}

/** recordPayment's work, for operations that record a payment as one of their steps (closeDebt): throws instead of returning a failure. */
export async function addPayment(ctx: DataContext, input: NewPaymentInput, options: PaymentOptions = {}): Promise<RxDocument<PaymentDocument>> {
  const values: Record<string, unknown> = {};
  for (const field of PAYMENT_FIELDS) values[field] = input[field];
  const errors = validateNewPayment(values);
  if (hasErrors(errors)) throw new InvalidInputError(errors);

  const debt = await readDebt(ctx, await requireDebtDocument(ctx, input.debtId));
  if (!options.allowCredit && debt) refuseOverPayment(debt, input.amount);
  const at = nowIso(ctx);
  return insertDocument(ctx.db.payments, {
    ...tidyInput(values),
    isPrincipalOnly: input.isPrincipalOnly ?? false,
    id: newId(ctx),
    uid: ctx.uid,
    createdAt: at,
    updatedAt: at,
  } as PaymentDocument);
}
