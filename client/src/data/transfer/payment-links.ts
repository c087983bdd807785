import type { Debt, Payment } from '@schemas/index';
import type { IncomingData, IncomingDocument } from './transfer-data';

export type PaymentLink = { debtId: string } | { problem: string };

/** Links a payment to its debt: by id (in the file, then in the account), else by the debt's name. */
export function paymentLinker(fileDebts: IncomingData['debts'], accountDebts: readonly Debt[], debtIds: Map<string, string>, accountDebtIds: Set<string>) {
  const byName = (names: [string, string][]) => {
    const map = new Map<string, string[]>();
    for (const [name, id] of names) map.set(name, [...new Set([...(map.get(name) ?? []), id])]);
    return map;
  };
  const fileByName = byName(fileDebts.map(({ doc }) => [doc.name, debtIds.get(doc.id) ?? doc.id]));
  const accountByName = byName(accountDebts.map((debt) => [debt.name, debt.id]));
  return ({ doc, debtName }: IncomingDocument<Payment>): PaymentLink => {
    if (doc.debtId) {
      const id = debtIds.get(doc.debtId) ?? (accountDebtIds.has(doc.debtId) ? doc.debtId : undefined);
      if (id) return { debtId: id };
    }
    const name = debtName?.trim();
    if (name) {
      for (const candidates of [fileByName.get(name), accountByName.get(name)]) {
        if (candidates?.length === 1) return { debtId: candidates[0]! };
        if (candidates && candidates.length > 1) return { problem: `several debts are named "${name}"; add the debtId column to say which` };
      }
    }
    const what = [doc.debtId ? `with id "${doc.debtId}"` : '', name ? `named "${name}"` : ''].filter(Boolean).join(' or ');
    return { problem: `no debt ${what} in this import or in your account; import the debts file together with the payments file` };
  };
}
