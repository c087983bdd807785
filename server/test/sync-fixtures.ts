import { randomUUID } from 'node:crypto';
import type { CollectionName } from '../../schemas/index';

const AT = '2026-11-21T10:00:00.000Z';
const CRDTS = { operations: [[{ body: [{ ifMatch: { $set: { name: 'Visa card' } } }], creator: 'device-token', time: 1 }]], hash: '0123456789abcdef' };

/** A debt document as RxDB replication pushes it (valid against schemas/debts.ts). */
export function debtDocument(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return syncDocument('debts', uid, { crdts: { operations: [], hash: '0123456789abcdef' }, ...overrides });
}

/**
 * Every field of each collection with a valid value (optional ones included), so that a test can
 * put bad input into each field in turn. The per-person singletons (users, subscriptions,
 * financialGoals) use the owner's uid as their id, as the app does.
 */
const FIELDS: Record<CollectionName, (uid: string) => Record<string, unknown>> = {
  users: (uid) => ({
    id: uid, email: 'sam@example.com', displayName: 'Sam Saver', photoURL: 'https://example.com/sam.png', phoneNumber: '+15550100',
    emailVerified: true, isAnonymous: false, reminders: { enabled: true, daysBefore: 3 }, createdAt: AT, lastLoginAt: AT, updatedAt: AT,
  }),
  subscriptions: (uid) => ({
    id: uid, userId: uid, status: 'active', tier: 'premium_yearly', startDate: AT, endDate: AT, platform: 'web', purchaseToken: 'token',
    autoRenew: true, createdAt: AT, updatedAt: AT,
  }),
  debts: (uid) => ({
    id: randomUUID(), userId: uid, name: 'Visa card', type: 'credit_card', balance: 2500, interestRate: 22.9, minimumPayment: 75,
    paymentFrequency: 'monthly', dueDay: 15, dueDate: '2026-12-15', highLimit: 5000, isPromo: true, promoAPR: 0, promoEndDate: '2027-06-01',
    hasXFee: false, xFeeRate: 3, minPayCalc: 'fixed_amount', minPayPercentage: 2, priority: 1, payoffDate: '2029-01-01',
    originationDate: '2020-01-01', iconName: 'credit-card', colorHex: '#3366ff', notes: 'Rewards card', isPaid: false,
    customMetadata: { bank: 'First' }, paymentEffects: { 'payment-1': 100 }, createdAt: AT, updatedAt: AT,
  }),
  payments: (uid) => ({
    id: randomUUID(), debtId: randomUUID(), userId: uid, amount: 120.5, date: '2026-11-20', isPrincipalOnly: false, notes: 'On time',
    createdAt: AT, updatedAt: AT,
  }),
  strategies: (uid) => ({
    id: randomUUID(), userId: uid, name: 'My plan', type: 'avalanche', debtPriorities: 'a,b', monthlyBudget: 900, extraPayment: 50,
    extraPaymentFrequency: 'selected_days', extraPaymentTimesPerMonth: 2, extraPaymentDaysInterval: 14, extraPaymentSelectedDays: [1, 15],
    snowflakes: { 'snowflake-1': { date: '2027-04-15', amount: 2000, debtId: 'a', label: 'Tax refund' } },
    budgetSteps: { 'step-1': { from: '2027-06-01', monthlyBudget: 1100 } }, chosenAt: AT, createdAt: AT, updatedAt: AT,
  }),
  amortizationTables: () => ({
    id: randomUUID(), strategyId: randomUUID(), strategyType: 'avalanche', name: 'Plan table', debtIds: 'a,b',
    data: [{ month: 1, totalInterest: 40.5, totalPayment: 900 }], totalMonths: 24, payoffDate: '2028-11', totalInterestPaid: 812.4,
    totalAmountPaid: 21600, createdAt: AT, updatedAt: AT,
  }),
  financialGoals: (uid) => ({
    id: uid, creditScoreGoal: true, fastestPayoffGoal: false, easiestWinsGoal: false, interestSavedGoal: true, createdAt: AT, updatedAt: AT,
  }),
};

/** A valid document of `collection` owned by `uid`, as RxDB replication pushes it. */
export function syncDocument(collection: CollectionName, uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...FIELDS[collection](uid), uid, crdts: CRDTS, _deleted: false, ...overrides };
}
