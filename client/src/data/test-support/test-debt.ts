import type { NewDebtInput } from '../debts/debt-input';

/** A valid new debt for tests; override what the test is about. */
export function visa(overrides: Partial<NewDebtInput> = {}): NewDebtInput {
  return {
    name: 'Visa',
    type: 'credit_card',
    balance: 1000,
    interestRate: 19.99,
    minimumPayment: 25,
    paymentFrequency: 'monthly',
    ...overrides,
  };
}
