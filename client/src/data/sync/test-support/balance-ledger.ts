/**
 * What the app meant to do to each debt's balance, recorded at the only place balances are written
 * (crdt-writes.ts, wrapped by the convergence test through vi.mock): the balance a debt was
 * created with, and every `$inc` of `balance` a successful write issued, split into user
 * corrections (updateDebt) and payment effects (record/edit/delete payment). After sync, the
 * merged balance must be exactly that: no operation lost, none applied twice.
 */
import type { CrdtUpdate } from '../../crdt-writes';

export type BalanceWriteKind = 'correction' | 'payment';

export class BalanceLedger {
  /** Starting balance of every debt ever created, in cents. */
  readonly initialCents = new Map<string, number>();
  /** Sum of updateDebt's balance changes per debt, in cents. */
  readonly correctionCents = new Map<string, number>();
  /** Sum of the balance changes of payment writes per debt, in cents. */
  readonly paymentCents = new Map<string, number>();
  /** What the device (by database name) is doing now, to tell corrections from payment effects. */
  readonly acting = new Map<string, BalanceWriteKind>();

  reset(): void {
    this.initialCents.clear();
    this.correctionCents.clear();
    this.paymentCents.clear();
    this.acting.clear();
  }

  recordInsert(collection: string, data: unknown): void {
    if (collection !== 'debts') return;
    const { id, balance } = data as { id: string; balance: number };
    this.initialCents.set(id, toCents(balance));
  }

  recordUpdate(database: string, collection: string, id: string, update: CrdtUpdate<unknown>): void {
    if (collection !== 'debts') return;
    let change = 0;
    for (const entry of Array.isArray(update) ? update : [update]) {
      // Guarded entries are payment effects (payment-effects.ts): whether they apply depends on the
      // merge, so they are checked through the debt's effect map, not counted here.
      if (entry.selector) continue;
      const inc = (entry.ifMatch as { $inc?: { balance?: number } } | undefined)?.$inc?.balance;
      if (typeof inc === 'number') change += inc;
    }
    if (change === 0) return;
    const kind = this.acting.get(database) ?? 'payment';
    const target = kind === 'correction' ? this.correctionCents : this.paymentCents;
    target.set(id, (target.get(id) ?? 0) + toCents(change));
  }

  /** The balance the recorded operations add up to, in cents. */
  expectedCents(id: string): number {
    return (this.initialCents.get(id) ?? NaN) + (this.correctionCents.get(id) ?? 0) + (this.paymentCents.get(id) ?? 0);
  }
}

/** Dollars (possibly with float dust from `$inc`) to whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
