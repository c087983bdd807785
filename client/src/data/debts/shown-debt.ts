import { isCharge, type Debt, type DebtDocument, type PaymentKind } from '@schemas/index';
import { toDollars, toCents } from '@/payoff/money';
import { readLegacyDebt, type LegacyReading } from './legacy-opening-balance';

/**
 * A debt as every reader gets it: its balance DERIVED from the documents that merge, never a stored
 * running total (docs/sync.md, "Balances").
 *
 *   balance = opening balance − the amounts of its live payments + the amounts of its live charges
 *   (interest and fees charged, recorded from a statement: payments schema version 1), in whole cents.
 *
 * The opening balance is `openingBalance` (schema version 3: set when the person states a balance),
 * or, for a debt written before, read from its history by the legacy rule
 * (legacy-opening-balance.ts). A payment write touches only the payment document, so there is
 * nothing to repair after a merge: every device that holds the same documents shows the same
 * balance, to the cent.
 *
 * Whether it is closed follows the balance on reading too (a payment never writes the debt):
 * - closed as settled, forgiven or refinanced: closed whatever its payments do (not owed);
 * - closed as paid in full: closed while the balance is paid off; when a payment is deleted or made
 *   smaller and it owes again, it reads as reopened (no closing, not paid);
 * - not closed: paid when its balance is at or below zero; a debt marked paid with a balance left
 *   before closings were asked for (`isPaid` set by the person, version 0) stays closed.
 * `closingPaymentId` reads as absent once that payment is no longer one of its live payments.
 */
export interface PaymentShare {
  id: string;
  amount: number;
  /** 'charge': interest and fees charged, which raise the balance; absent or 'payment': a payment. */
  kind?: PaymentKind | undefined;
}

/**
 * The legacy reading per document revision, keyed by its log: RxDB shares one log object between
 * all plain copies of a revision (toJSON is a shallow copy), so the replay is made at most once.
 */
const legacyReadings = new WeakMap<object, LegacyReading>();

function legacyReading(doc: DebtDocument): LegacyReading {
  const key: object = doc.crdts ?? doc;
  let reading = legacyReadings.get(key);
  if (!reading) {
    reading = readLegacyDebt(doc);
    legacyReadings.set(key, reading);
  }
  return reading;
}

/** The debt's balance before any of its payments, in cents (see the header). */
export function openingCents(doc: DebtDocument): number {
  return typeof doc.openingBalance === 'number' ? toCents(doc.openingBalance) : legacyReading(doc).openingCents;
}

/**
 * What the recorded entries took off the balance, in cents: the payments' amounts less the
 * charges' amounts (negative when more was charged than paid). The opening balance is the balance
 * plus this, so a correction of the balance (update-debt.ts) and a restored debt keep both counted.
 */
export function netPaidCents(entries: readonly PaymentShare[]): number {
  return entries.reduce((sum, entry) => sum + (isCharge(entry) ? -toCents(entry.amount) : toCents(entry.amount)), 0);
}

/** Each debt's own entries among `payments` (by debt id, in the order given; the entries themselves, not copies), as showDebt takes them. */
export function sharesByDebt<T extends PaymentShare & { debtId: string }>(payments: readonly T[]): Map<string, T[]> {
  const byDebt = new Map<string, T[]>();
  for (const payment of payments) {
    const list = byDebt.get(payment.debtId);
    if (list) list.push(payment);
    else byDebt.set(payment.debtId, [payment]);
  }
  return byDebt;
}

/** Whether two lists of a debt's entries count alike in showDebt: the same entries (by identity, or by id, amount and kind) in the same order. */
export function sameShares(a: readonly PaymentShare[], b: readonly PaymentShare[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.id !== y.id || x.amount !== y.amount || (x.kind ?? '') !== (y.kind ?? ''))) return false;
  }
  return true;
}

/**
 * The debt as shown, from its stored document (with its CRDT log: the legacy rule reads it) and its
 * live payments and charges (`payments` must be this debt's own). Pure: the same documents give the same debt.
 */
export function showDebt(doc: DebtDocument, payments: readonly PaymentShare[]): Debt {
  const { crdts: _log, paymentEffects: _effects, ...stored } = doc;
  const balanceCents = openingCents(doc) - netPaidCents(payments);
  const paidOff = balanceCents <= 0;
  const debt: Debt = { ...stored, balance: toDollars(balanceCents) };
  if (debt.closingPaymentId !== undefined && !payments.some((payment) => payment.id === debt.closingPaymentId && !isCharge(payment))) delete debt.closingPaymentId;
  if (debt.closedAs === 'paid_in_full' && !paidOff) {
    delete debt.closedAs;
    delete debt.closedOn;
    delete debt.closingPaymentId;
    debt.isPaid = false;
  } else if (debt.closedAs !== undefined) {
    // Settled, forgiven, refinanced, or paid in full and still paid off.
    debt.isPaid = true;
  } else {
    debt.isPaid = paidOff || (doc.isPaid && legacyReading(doc).paidByPerson);
  }
  return debt;
}
