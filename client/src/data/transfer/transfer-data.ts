import type {
  AmortizationTable,
  CollectionName,
  Debt,
  FinancialGoals,
  Payment,
  Strategy,
  Subscription,
  User,
} from '@schemas/index';

/** All of one user's documents, collection by collection, as the app reads them (no CRDT log). */
export interface TransferData {
  users: User[];
  subscriptions: Subscription[];
  debts: Debt[];
  payments: Payment[];
  strategies: Strategy[];
  amortizationTables: AmortizationTable[];
  financialGoals: FinancialGoals[];
}

export type TransferDocument<K extends CollectionName = CollectionName> = TransferData[K][number];

/**
 * A document read from an import file, with where it came from ("debts.csv row 4 (Visa)") so
 * every message can point at it. `debtName` is the payments CSV's fallback link to a debt.
 */
export interface IncomingDocument<T> {
  doc: T;
  where: string;
  debtName?: string;
}

export type IncomingData = { [K in CollectionName]: IncomingDocument<TransferDocument<K>>[] };

export function emptyTransferData(): TransferData {
  return { users: [], subscriptions: [], debts: [], payments: [], strategies: [], amortizationTables: [], financialGoals: [] };
}

export function emptyIncomingData(): IncomingData {
  return { users: [], subscriptions: [], debts: [], payments: [], strategies: [], amortizationTables: [], financialGoals: [] };
}

/** Words for counts in summaries: "1 debt", "2 saved schedules". */
export const COLLECTION_NOUNS: Readonly<Record<CollectionName, readonly [string, string]>> = {
  users: ['profile', 'profiles'],
  subscriptions: ['subscription', 'subscriptions'],
  debts: ['debt', 'debts'],
  payments: ['payment', 'payments'],
  strategies: ['strategy', 'strategies'],
  amortizationTables: ['saved schedule', 'saved schedules'],
  financialGoals: ['goals record', 'goals records'],
};

export function countOf(collection: CollectionName, count: number): string {
  const [one, many] = COLLECTION_NOUNS[collection];
  return `${count} ${count === 1 ? one : many}`;
}
