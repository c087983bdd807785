import type { UpdateQuery } from 'rxdb';
import type { Debt, DebtDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { pickDefined, sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { DEBT_FIELDS, type DebtChanges } from './debt-input';
import { requireDebtDocument } from './find-debt';
import { parseHighLimit } from './parse-high-limit';
import { validateDebtChanges } from './validate-debt';

/**
 * Changes fields of one of the signed-in user's debts (spec §5):
 * - undefined fields are ignored; `null` (or empty text) clears an optional field;
 * - a string highLimit is parsed to a number, a null/empty one becomes 0;
 * - an unknown id fails with `Debt with ID {id} not found`;
 * - the balance as it is stored is no change (a debt with a credit can be edited: see below zero in
 *   schemas/debts.ts); a new balance below zero is refused.
 *
 * A new `balance` is written as the difference from the current one (`$inc`), not as a `$set`:
 * a payment recorded on another device while apart is an `$inc` too, and a `$set` merged after it
 * would silently erase that payment. Both changes count instead.
 */
export function updateDebt(ctx: DataContext, id: string, changes: DebtChanges): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'updateDebt', async () => {
    const doc = await requireDebtDocument(ctx, id);

    const values: Record<string, unknown> = pickDefined(changes, DEBT_FIELDS);
    if ('highLimit' in values) values.highLimit = parseHighLimit(values.highLimit);
    // A balance below zero is a credit (an over-payment kept, or two devices' payments merged); a
    // form that sends it back unchanged is not typing a negative balance, so it is not refused.
    if (values.balance === doc.balance) delete values.balance;

    const errors = validateDebtChanges(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const current = doc.toJSON() as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    let balanceChange = 0;
    for (const [field, raw] of Object.entries(values)) {
      const value = tidyValue(raw);
      if (value === undefined) {
        if (current[field] !== undefined) unset[field] = '';
      } else if (field === 'balance') {
        balanceChange = (value as number) - (current.balance as number);
      } else if (!sameValue(current[field], value)) {
        set[field] = value;
      }
    }
    if (Object.keys(set).length === 0 && Object.keys(unset).length === 0 && balanceChange === 0) return toPlain(doc);

    const update: UpdateQuery<DebtDocument> = { $set: { ...set, updatedAt: nowIso(ctx) } };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    if (balanceChange !== 0) update.$inc = { balance: balanceChange };
    return toPlain(await updateDocument(doc, { ifMatch: update }));
  });
}
