import type { RxDocument } from 'rxdb';
import type { Debt, DebtDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { checkNumber, type FieldErrors } from '../field-checks';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requireDebtDocument } from './find-debt';

export interface DebtPriority {
  id: string;
  priority: number;
}

/** Priorities from an ordered list of debt ids: the first gets 1, the next 2, … */
export function prioritiesFromOrder(orderedIds: readonly string[]): DebtPriority[] {
  return orderedIds.map((id, index) => ({ id, priority: index + 1 }));
}

/**
 * Sets the priority of several debts at once (spec §4, "priority order can be updated in bulk").
 * Everything is checked first (whole-number priorities, every id one of the user's debts), so a bad
 * entry writes nothing; debts whose priority is unchanged are not written.
 */
export function updateDebtPriorities(ctx: DataContext, priorities: readonly DebtPriority[]): Promise<WriteResult<Debt[]>> {
  return runWrite(ctx, 'updateDebtPriorities', async () => {
    const errors: FieldErrors = {};
    priorities.forEach(({ priority }, index) => {
      const message = checkNumber('priority', priority, { required: true, integer: true, min: 0, max: 1_000_000 });
      if (message) errors[`priorities[${index}]`] = message;
    });
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

    const docs: RxDocument<DebtDocument>[] = [];
    for (const { id } of priorities) docs.push(await requireDebtDocument(ctx, id));

    const at = nowIso(ctx);
    const saved: Debt[] = [];
    for (const [index, doc] of docs.entries()) {
      const priority = priorities[index]!.priority;
      saved.push(
        doc.priority === priority ? toPlain(doc) : toPlain(await updateDocument(doc, { ifMatch: { $set: { priority, updatedAt: at } } })),
      );
    }
    return saved;
  });
}
