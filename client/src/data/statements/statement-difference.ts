import { isCharge } from '@schemas/index';
import { toCents, toDollars } from '@/payoff/money';

/** A payment or a charge as the statement rule reads it. */
export interface DatedEntry {
  amount: number;
  date: string;
  kind?: string | undefined;
}

/**
 * The balance the records give for the end of `date`, in cents: the opening balance, less the
 * payments dated on or before it, plus the charges dated on or before it. Entries dated after it
 * are left out: a statement closed on 31 March does not know of a payment made on 5 April, so that
 * payment is no part of the difference (it still lowers today's balance, shown-debt.ts).
 */
export function balanceCentsAsOf(openingCents: number, entries: readonly DatedEntry[], date: string): number {
  let cents = openingCents;
  for (const entry of entries) {
    if (entry.date > date) continue;
    cents += isCharge(entry) ? toCents(entry.amount) : -toCents(entry.amount);
  }
  return cents;
}

/** How a statement's balance compares with the recorded balance on its date. */
export type StatementComparison =
  /** Higher: the difference is interest and fees charged since, recorded as a charge dated on the statement. */
  | { outcome: 'charged'; recorded: number; statementBalance: number; charged: number }
  /** The same, to the cent: nothing to record. */
  | { outcome: 'matches'; recorded: number; statementBalance: number }
  /**
   * Lower: a payment is missing from the records, or the balance was recorded too high. Never a
   * negative charge: the person records the payment or corrects the balance (their words decide).
   */
  | { outcome: 'lower'; recorded: number; statementBalance: number; lowerBy: number };

/** Compares a statement's balance (dollars) with the recorded balance on its date (cents). */
export function compareStatement(recordedCents: number, statementBalance: number): StatementComparison {
  const recorded = toDollars(recordedCents);
  const difference = toCents(statementBalance) - recordedCents;
  if (difference > 0) return { outcome: 'charged', recorded, statementBalance, charged: toDollars(difference) };
  if (difference === 0) return { outcome: 'matches', recorded, statementBalance };
  return { outcome: 'lower', recorded, statementBalance, lowerBy: toDollars(-difference) };
}

/**
 * How a charge of `charged` dollars splits into interest and fees, as the person stated: neither
 * given, all of it is interest (what a statement's difference mostly is); one given, the other is
 * the rest. Null when the parts are below zero or do not add up to the charge.
 */
export function splitCharge(charged: number, interest?: number, fees?: number): { interest: number; fees: number } | null {
  const total = toCents(charged);
  const feeCents = fees === undefined ? (interest === undefined ? 0 : total - toCents(interest)) : toCents(fees);
  const interestCents = interest === undefined ? total - feeCents : toCents(interest);
  if (interestCents < 0 || feeCents < 0 || interestCents + feeCents !== total) return null;
  return { interest: toDollars(interestCents), fees: toDollars(feeCents) };
}
