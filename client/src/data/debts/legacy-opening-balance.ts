import type { CRDTDocumentField, CRDTEntry, CRDTOperation, RxJsonSchema } from 'rxdb';
import { rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { debtsSchema, type DebtDocument } from '@schemas/index';
import { toCents } from '@/payoff/money';

/**
 * The opening balance of a debt written before schema version 3 (no `openingBalance`), read from
 * its CRDT log. It must be a pure function of the merged document, the same on every device
 * whatever payments that device holds (docs/sync.md, "Balances").
 *
 * Before version 3 payment writes moved the stored balance with `$inc`:
 * - up to schema version 0, an unguarded `$inc` followed by an entry that marks the debt paid when
 *   the balance reaches half a cent (a selector on `balance`);
 * - in versions 1 and 2, an `$inc` guarded by the payment's entry in `paymentEffects` (skipped on
 *   replay when another device already made the same change).
 * A person's correction of the balance was an `$inc` too, but a lone entry without any selector:
 * it meant "the balance now, with the payments so far", which is exactly what an opening balance
 * keeps. So the opening balance is the replayed balance with every APPLIED payment `$inc` taken
 * back out. Whether a guarded operation applied depends on the state at its turn in the merged
 * order, so the log is replayed by the CRDT plugin itself (`rebuildFromCRDT`), in its order and
 * with its matcher, on a copy whose payment entries also add their move to a scratch field.
 *
 * A document inserted with `paymentEffects` (a restored or imported debt, versions 1 and 2) was
 * inserted with a balance that already reflected those payments: they count as applied too.
 *
 * The same replay tells whether the debt's `isPaid` was last set by the person (marked paid, a
 * closing) or by a payment reaching zero: the latter follows the derived balance (shown-debt.ts).
 */
export interface LegacyReading {
  /** The balance before any payment, in cents. */
  openingCents: number;
  /** Whether `isPaid` is true because the person set it (not because a payment cleared the balance). */
  paidByPerson: boolean;
}

/** Scratch fields added to the replayed copy; no schema has fields starting with '__'. */
const PAID = '__paymentCents';
const PAID_BY_PERSON = '__paidByPerson';

type Update = Record<string, Record<string, unknown> | undefined>;
type Entry = CRDTEntry<DebtDocument> & { ifMatch?: Update; ifNotMatch?: Update };

/** A payment operation has a guarded entry; a person's own write (insert, correction, mark paid) has none. */
const isPaymentOperation = (body: Entry[]) => body.some((entry) => entry.selector !== undefined);

function sumOfEffects(effects: unknown): number {
  if (typeof effects !== 'object' || effects === null) return 0;
  return Object.values(effects).reduce<number>((sum, amount) => sum + (typeof amount === 'number' ? toCents(amount) : 0), 0);
}

/** The update with the scratch bookkeeping of what it does to the balance and to isPaid. */
function annotate(update: Update | undefined, byPayment: boolean): Update | undefined {
  if (!update) return update;
  const inc = update.$inc?.balance;
  const set = update.$set ?? {};
  let paid = byPayment && typeof inc === 'number' ? -toCents(inc) : 0;
  // An insert (the whole document as one `$set`) with payment effects: its balance reflects them.
  if ('id' in set && 'paymentEffects' in set) paid += sumOfEffects(set.paymentEffects);
  const next: Update = { ...update };
  if (paid !== 0) next.$inc = { ...update.$inc, [PAID]: paid };
  if ('isPaid' in set) next.$set = { ...set, [PAID_BY_PERSON]: !byPayment && set.isPaid === true };
  return next;
}

function annotateOperation(operation: CRDTOperation<DebtDocument>): CRDTOperation<DebtDocument> {
  const body = operation.body as Entry[];
  const byPayment = isPaymentOperation(body);
  return {
    ...operation,
    body: body.map((entry) => ({ ...entry, ifMatch: annotate(entry.ifMatch, byPayment), ifNotMatch: annotate(entry.ifNotMatch, byPayment) })) as CRDTEntry<DebtDocument>[],
  };
}

/** Reads a legacy debt's log (see the header). Call through shown-debt.ts, which memoizes it per revision. */
export function readLegacyDebt(doc: Pick<DebtDocument, 'crdts' | 'balance'>): LegacyReading {
  const crdts = doc.crdts as CRDTDocumentField<DebtDocument> | undefined;
  if (!crdts) return { openingCents: toCents(doc.balance), paidByPerson: true };
  const annotated: CRDTDocumentField<DebtDocument> = { ...crdts, operations: crdts.operations.map((row) => row.map(annotateOperation)) };
  const schema = debtsSchema as unknown as RxJsonSchema<never>;
  const replayed = rebuildFromCRDT(schema, {} as never, annotated as never) as unknown as Record<string, unknown>;
  const paidCents = typeof replayed[PAID] === 'number' ? (replayed[PAID] as number) : 0;
  // The stored balance is the replay of this same log (the plugin checks that), so either would do.
  return { openingCents: toCents(doc.balance) + paidCents, paidByPerson: replayed[PAID_BY_PERSON] !== false };
}
