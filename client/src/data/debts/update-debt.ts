import type { UpdateQuery } from 'rxdb';
import type { Debt, DebtDocument } from '@schemas/index';
import { toDollars, toCents } from '@/payoff/money';
import { updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { pickDefined, sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { DEBT_FIELDS, type DebtChanges } from './debt-input';
import { requireDebtDocument } from './find-debt';
import { parseHighLimit } from './parse-high-limit';
import { showDebts } from './read-debts';
import { netPaidCents } from './shown-debt';
import { validateDebtChanges } from './validate-debt';

/**
 * Changes fields of one of the signed-in user's debts (spec §5):
 * - undefined fields are ignored; `null` (or empty text) clears an optional field;
 * - a string highLimit is parsed to a number, a null/empty one becomes 0;
 * - an unknown id fails with `Debt with ID {id} not found`;
 * - the balance as it is shown is no change (a debt with a credit can be edited: a derived balance
 *   below zero is a credit); a new balance below zero is refused.
 *
 * A new `balance` is the person saying "it owes this now, with the payments recorded so far". It is
 * written as `$set`s of the stated balance and of `openingBalance` = the balance typed + the live
 * payments this device holds (docs/sync.md, "Balances"). A payment recorded on another device
 * meanwhile is not in that sum, so after the merge it is taken from the corrected balance: both
 * the correction and the payment count. Two corrections made apart: one of them wins, the same on
 * every device (the CRDT's `$set` order).
 */
export function updateDebt(ctx: DataContext, id: string, changes: DebtChanges): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'updateDebt', async () => {
    const doc = await requireDebtDocument(ctx, id);
    const payments = await ctx.db.payments.find({ selector: { uid: ctx.uid, debtId: id } }).exec();
    const shown = { ...showDebts([doc], payments)[0]! };

    const values: Record<string, unknown> = pickDefined(changes, DEBT_FIELDS);
    if ('highLimit' in values) values.highLimit = parseHighLimit(values.highLimit);
    // A balance below zero is a credit (an over-payment kept, or two devices' payments merged); a
    // form that sends it back unchanged is not typing a negative balance, so it is not refused.
    if (values.balance === shown.balance) delete values.balance;

    const errors = validateDebtChanges(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const current = doc.toJSON() as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    for (const [field, raw] of Object.entries(values)) {
      const value = tidyValue(raw);
      if (value === undefined) {
        if (current[field] !== undefined) unset[field] = '';
      } else if (field === 'balance') {
        if (toCents(value as number) !== toCents(shown.balance)) {
          set.balance = value;
          set.openingBalance = toDollars(toCents(value as number) + netPaidCents(payments));
        }
      } else if (!sameValue(current[field], value)) {
        set[field] = value;
      }
    }
    if (Object.keys(set).length === 0 && Object.keys(unset).length === 0) return shown;

    const update: UpdateQuery<DebtDocument> = { $set: { ...set, updatedAt: nowIso(ctx) } };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    return { ...showDebts([await updateDocument(doc, { ifMatch: update })], payments)[0]! };
  });
}
