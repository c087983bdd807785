import type { Debt, DebtDocument } from '@schemas/index';
import { insertDocument, toPlain } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { tidyInput } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { DEBT_FIELDS, type NewDebtInput } from './debt-input';
import { parseHighLimit } from './parse-high-limit';
import { validateNewDebt } from './validate-debt';

/**
 * Adds a debt for the signed-in user, owing the balance typed (its `openingBalance`: payments
 * recorded later are taken from it on reading, docs/sync.md "Balances"). Defaults (spec §3): highLimit 0 (a string is parsed),
 * isPromo/hasXFee/isPaid false. Invalid input is refused with messages naming the fields.
 */
export function createDebt(ctx: DataContext, input: NewDebtInput): Promise<WriteResult<Debt>> {
  return runWrite(ctx, 'createDebt', async () => {
    const values: Record<string, unknown> = {};
    for (const field of DEBT_FIELDS) values[field] = input[field];
    values.highLimit = parseHighLimit(input.highLimit);

    const errors = validateNewDebt(values);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const at = nowIso(ctx);
    const doc = {
      ...tidyInput(values),
      isPromo: input.isPromo ?? false,
      hasXFee: input.hasXFee ?? false,
      isPaid: input.isPaid ?? false,
      // No payment yet: the balance typed is the balance before any payment (shown-debt.ts).
      openingBalance: values.balance,
      id: newId(ctx),
      uid: ctx.uid,
      createdAt: at,
      updatedAt: at,
    } as DebtDocument;
    return toPlain(await insertDocument(ctx.db.debts, doc));
  });
}
