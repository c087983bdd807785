import type { RxCollection, RxDatabase } from 'rxdb';
import type {
  AmortizationTableDocument,
  DebtDocument,
  FinancialGoalsDocument,
  PaymentDocument,
  StrategyDocument,
  SubscriptionDocument,
  UserDocument,
} from '@schemas/index';

/** The seven collections of PaydownDB. */
export type PaydownCollections = {
  users: RxCollection<UserDocument>;
  subscriptions: RxCollection<SubscriptionDocument>;
  debts: RxCollection<DebtDocument>;
  payments: RxCollection<PaymentDocument>;
  strategies: RxCollection<StrategyDocument>;
  amortizationTables: RxCollection<AmortizationTableDocument>;
  financialGoals: RxCollection<FinancialGoalsDocument>;
};

export type PaydownDatabase = RxDatabase<PaydownCollections>;
