import { randomUUID } from 'node:crypto';

/** A debt document as RxDB replication pushes it (valid against schemas/debts.ts). */
export function debtDocument(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const at = '2026-11-21T10:00:00.000Z';
  return {
    id: randomUUID(),
    uid,
    name: 'Visa card',
    type: 'credit_card',
    balance: 2500,
    interestRate: 22.9,
    minimumPayment: 75,
    paymentFrequency: 'monthly',
    highLimit: 5000,
    isPromo: false,
    hasXFee: false,
    isPaid: false,
    createdAt: at,
    updatedAt: at,
    crdts: { operations: [], hash: '0123456789abcdef' },
    _deleted: false,
    ...overrides,
  };
}
