import type { Debt } from '@schemas/index';

/** A stored debt document for tests (a $1,000 card at 20 % with a $50 minimum); override what the test is about. */
export function testDebtDocument(overrides: Partial<Debt> = {}): Debt {
  return {
    id: 'd1',
    uid: 'u',
    name: 'Visa',
    type: 'credit_card',
    balance: 1000,
    interestRate: 20,
    minimumPayment: 50,
    paymentFrequency: 'monthly',
    highLimit: 0,
    isPromo: false,
    hasXFee: false,
    isPaid: false,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  } as Debt;
}
