import type { CRDTEntry, RxDocument } from 'rxdb';
import type { DebtDocument } from '@schemas/index';
import { updateDocument } from '../crdt-writes';
import { PAID_OFF_THRESHOLD } from '../debts/paid-off';

/**
 * The CRDT operation that moves a debt's balance by `change` (negative when money was paid) and
 * keeps `isPaid` in step with it.
 *
 * Why `$inc` and not `$set` of the new balance: two devices that each record a payment while apart
 * both start from the same balance. With `$set` the merge would keep one device's balance and lose
 * the other payment; `$inc` operations are all replayed, so both payments count.
 *
 * Why the paid check is a `selector` inside the operation instead of an `if` in JavaScript: when the
 * CRDT plugin merges two devices' histories it rebuilds the document by replaying every operation,
 * and a selector is evaluated during that replay against the merged balance. So two offline
 * payments that only together clear the debt still mark it paid after the merge, although neither
 * device saw the balance reach zero.
 *
 * The isPaid rule: a change that lowers the balance marks the debt paid once the balance is at or
 * below half a cent (PAID_OFF_THRESHOLD) and otherwise leaves the flag alone (a debt marked paid by
 * hand stays paid). A change that raises the balance (a payment deleted or made smaller) makes the
 * flag follow the balance: paid at or below the threshold, not paid above it.
 */
export function balanceChangeOperation(change: number, updatedAt: string): CRDTEntry<DebtDocument>[] {
  return [
    { ifMatch: { $inc: { balance: change }, $set: { updatedAt } } },
    {
      selector: { balance: { $lte: PAID_OFF_THRESHOLD } },
      ifMatch: { $set: { isPaid: true } },
      ...(change > 0 ? { ifNotMatch: { $set: { isPaid: false } } } : {}),
    },
  ];
}

/** Applies balanceChangeOperation to a debt; a zero change writes nothing. */
export async function adjustDebtBalance(debt: RxDocument<DebtDocument>, change: number, updatedAt: string): Promise<void> {
  if (change === 0) return;
  await updateDocument(debt, balanceChangeOperation(change, updatedAt));
}
