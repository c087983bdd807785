import type { Debt } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { removeDocument, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { addPayment } from '../payments/record-payment';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';
import { readDebt } from './read-debts';
import { validateClosing, type DebtClosingInput } from './validate-closing';

/**
 * Closes a debt the user no longer owes, saying how:
 * - paid in full: records the closing payment of the remaining balance, dated `closedOn`, so the
 *   balance reaches 0 and the debt counts as paid down by exactly that payment;
 * - settled, forgiven or refinanced: closes it without counting its remaining balance as paid down;
 *   a settlement may record what it cost (`settlementAmount`, less than the balance), which counts.
 * The closing payment, if any, is remembered (`closingPaymentId`) so reopening can offer to remove
 * it. The payment is recorded first: were the closing itself to fail, it is removed again, so the
 * debt is never left half closed. A debt that is not owed (paid off, or closed already) is refused.
 */
export function closeDebt(ctx: DataContext, id: string, input: DebtClosingInput): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'closeDebt', async () => {
    const errors = validateClosing(input);
    if (hasErrors(errors)) throw new InvalidInputError(errors);
    const doc = await requireDebtDocument(ctx, id);
    const shown = (await readDebt(ctx, doc))!;
    if (shown.isPaid || shown.balance <= 0) throw new Error(`${doc.name} owes nothing now, so there is nothing to close`);

    const owed = shown.balance;
    const settlement = input.settlementAmount ?? undefined;
    if (settlement !== undefined && settlement >= owed) {
      throw new InvalidInputError({
        settlementAmount: `settlementAmount must be less than the ${formatMoney(owed)} this debt owes (paying all of it is "Paid in full")`,
      });
    }
    const amount = input.closedAs === 'paid_in_full' ? owed : settlement;
    const payment = amount === undefined ? null : await addPayment(ctx, { debtId: id, amount, date: input.closedOn });
    try {
      const closing = { isPaid: true, closedAs: input.closedAs, closedOn: input.closedOn, updatedAt: nowIso(ctx) };
      const update = payment
        ? { $set: { ...closing, closingPaymentId: payment.primary } }
        : { $set: closing, $unset: { closingPaymentId: '' as const } };
      return (await readDebt(ctx, await updateDocument(doc.getLatest(), { ifMatch: update })))!;
    } catch (error) {
      if (payment) await removeDocument(payment.getLatest()).catch(() => undefined);
      throw error;
    }
  });
}
