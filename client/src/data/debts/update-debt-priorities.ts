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

/** The largest priority a debt may have (schemas/debts.ts). */
const MAX_PRIORITY = 1_000_000;
/** When several debts must be renumbered, they are spread at least this far apart: room for later moves. */
const SPREAD_STEP = 32;

/**
 * The priorities to write to move one debt to `to` (0-based) in `order`, the debts owed in their
 * current priority order: usually only the moved debt's, the middle of the gap between its new
 * neighbours. So two devices moving different debts while apart both keep their move after the
 * merge, each being a `$set` of a different document. When the neighbours leave no gap (earlier
 * versions numbered 1, 2, 3, …), the fewest debts around the new place are spread over the
 * smallest range that has room (an order-maintenance list); when the order is not strictly
 * increasing (two debts merged onto one priority, a debt that never had one), all of it is.
 */
export function prioritiesForMove(order: readonly { id: string; priority?: number | null | undefined }[], id: string, to: number): DebtPriority[] {
  const moved = order.find((debt) => debt.id === id);
  if (!moved) return [];
  const ids = order.filter((debt) => debt.id !== id).map((debt) => debt.id);
  const target = Math.min(Math.max(0, to), ids.length);
  ids.splice(target, 0, id);
  const priorities = new Map(order.map((debt) => [debt.id, debt.priority]));
  const others = order.filter((debt) => debt.id !== id);
  const ordered = others.every((debt, index) => typeof debt.priority === 'number' && (index === 0 || debt.priority > others[index - 1]!.priority!));
  // The window [first, last] of the new order is renumbered between the priorities around it.
  let [first, last] = ordered ? [target, target] : [0, ids.length - 1];
  const below = () => (first > 0 ? priorities.get(ids[first - 1]!)! : -1);
  const above = () => (last < ids.length - 1 ? priorities.get(ids[last + 1]!)! : MAX_PRIORITY + 1);
  const fits = () => {
    const count = last - first + 1;
    return above() - below() >= (count + 1) * (count === 1 ? 1 : SPREAD_STEP) || (first === 0 && last === ids.length - 1);
  };
  // Grow towards the larger gap beyond the window (after it on a tie): that is where the room is.
  const at = (index: number) => (index < 0 ? -1 : index >= ids.length ? MAX_PRIORITY + 1 : priorities.get(ids[index]!)!);
  while (!fits()) {
    const roomBefore = first > 0 ? at(first - 1) - at(first - 2) : -1;
    const roomAfter = last < ids.length - 1 ? at(last + 2) - at(last + 1) : -1;
    if (roomAfter >= roomBefore) last += 1;
    else first -= 1;
  }
  const step = Math.floor((above() - below()) / (last - first + 2));
  return ids
    .slice(first, last + 1)
    .map((debtId, index) => ({ id: debtId, priority: below() + step * (index + 1) }))
    .filter(({ id: debtId, priority }) => priorities.get(debtId) !== priority);
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
    // One write per debt, all at once: the storage batches them, where one after another a
    // renumbering of a hundred debts took seconds.
    return Promise.all(
      docs.map(async (doc, index) => {
        const priority = priorities[index]!.priority;
        return doc.priority === priority ? toPlain(doc) : toPlain(await updateDocument(doc, { ifMatch: { $set: { priority, updatedAt: at } } }));
      }),
    );
  });
}
