import type { Debt, Payment } from '@schemas/index';

/** One storage write of an import: these payments, then these debts. */
export interface DebtBatch {
  payments: Payment[];
  debts: Debt[];
}

/**
 * The imported debts and their payments cut into batches of at most `size` documents, each debt in
 * the batch of its last payment or a later one. Written in order, payments before debts, a debt
 * only ever appears with all its payments: its balance (its opening balance less its payments,
 * debts/shown-debt.ts) is never shown too high while the import runs or after it stops half-way,
 * and a payment whose debt is not written yet is not shown (payments/get-payments.ts, ofLiveDebts).
 */
export function debtBatches(debts: readonly Debt[], payments: readonly Payment[], size: number): DebtBatch[] {
  if (!(size >= 1)) throw new RangeError(`A batch holds at least one document (got ${size})`);
  const paymentsOf = new Map<string, Payment[]>(debts.map((debt) => [debt.id, []]));
  for (const payment of payments) {
    const list = paymentsOf.get(payment.debtId);
    if (!list) throw new Error(`Payment ${payment.id} is not for a debt of this import`);
    list.push(payment);
  }
  const batches: DebtBatch[] = [];
  let current: DebtBatch = { payments: [], debts: [] };
  const room = () => {
    if (current.payments.length + current.debts.length < size) return;
    batches.push(current);
    current = { payments: [], debts: [] };
  };
  for (const debt of debts) {
    for (const payment of paymentsOf.get(debt.id)!) {
      room();
      current.payments.push(payment);
    }
    room();
    current.debts.push(debt);
  }
  if (current.debts.length + current.payments.length > 0) batches.push(current);
  return batches;
}
