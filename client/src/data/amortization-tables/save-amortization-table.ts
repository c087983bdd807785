import type { UpdateQuery } from 'rxdb';
import type { AmortizationTable, AmortizationTableDocument } from '@schemas/index';
import { insertDocument, removeDocument, toPlain, updateDocument } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { saveTimeAfter } from '../save-time';
import { hasErrors } from '../field-checks';
import { joinIds } from '@/lib/comma-joined-ids';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { validateAmortizationTable, type AmortizationTableInput } from './amortization-table-input';
import { newestFirst } from './latest-table';

/** Fields a save may leave out; a replaced table loses the ones the new save does not give. */
const OPTIONAL_FIELDS = ['strategyId', 'name', 'totalMonths', 'payoffDate', 'totalInterestPaid', 'totalAmountPaid'] as const;

/**
 * Saves the payoff table of a strategy type (spec §4). The pair uid + strategyType is unique:
 * - when a table of that type exists, it is replaced in place and keeps its original createdAt;
 * - when several exist (two offline devices saved the same type), the most recently updated one is
 *   kept and replaced, and the extra duplicates are deleted;
 * - otherwise a new table is created.
 * Rows are stored as the spec's `{ month, totalInterest, totalPayment }`; other row fields are dropped.
 */
export function saveAmortizationTable(ctx: DataContext, input: AmortizationTableInput): Promise<WriteResult<AmortizationTable>> {
  return runWrite(ctx, 'saveAmortizationTable', async () => {
    const errors = validateAmortizationTable(input);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const at = nowIso(ctx);
    const values: Record<string, unknown> = {
      strategyType: input.strategyType,
      debtIds: joinIds(input.debtIds),
      data: input.data.map(({ month, totalInterest, totalPayment }) => ({ month, totalInterest, totalPayment })),
    };
    for (const field of OPTIONAL_FIELDS) {
      if (input[field] !== undefined) values[field] = input[field];
    }

    const existing = await ctx.db.amortizationTables.find({ selector: { uid: ctx.uid, strategyType: input.strategyType } }).exec();
    const [keep, ...duplicates] = newestFirst(existing);
    // Without a preferred type, the newest saved plan counts: this one is newer than every one seen here.
    const savedAt = saveTimeAfter(at, await ctx.db.amortizationTables.find({ selector: { uid: ctx.uid } }).exec());
    if (!keep) {
      const created = { ...values, id: newId(ctx), uid: ctx.uid, createdAt: at, updatedAt: savedAt } as AmortizationTableDocument;
      return toPlain(await insertDocument(ctx.db.amortizationTables, created));
    }

    const update: UpdateQuery<AmortizationTableDocument> = { $set: { ...values, updatedAt: savedAt } };
    const cleared = OPTIONAL_FIELDS.filter((field) => values[field] === undefined && keep[field] !== undefined);
    if (cleared.length > 0) update.$unset = Object.fromEntries(cleared.map((field) => [field, '']));
    const saved = await updateDocument(keep, { ifMatch: update });
    for (const duplicate of duplicates) await removeDocument(duplicate);
    return toPlain(saved);
  });
}
