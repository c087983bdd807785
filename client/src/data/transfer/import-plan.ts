import type { AmortizationTable, CollectionName, Debt, FinancialGoalName, Payment, Strategy } from '@schemas/index';
import type { ReminderSettings } from '../users/reminder-settings';
import type { ProfileInput } from '../users/validate-profile';

export type SkipReason = 'same-id' | 'same-content' | 'repeated-in-file' | 'older-of-type' | 'table-exists';

export interface SkippedDocument {
  collection: CollectionName;
  where: string;
  reason: SkipReason;
}

export const SKIP_REASON_WORDS: Readonly<Record<SkipReason, string>> = {
  'same-id': 'already in your account',
  'same-content': 'same as one already in your account',
  'repeated-in-file': 'appears twice in the file',
  'older-of-type': 'the file has a newer saved schedule for the same strategy (one is kept per strategy)',
  'table-exists': 'you already have a saved schedule for this strategy',
};

/** What an import will do; computed without writing anything, then carried out by importData. */
export interface ImportPlan {
  /** New documents, stored as they are (their debts' balances already reflect their payments). */
  inserts: { debts: Debt[]; payments: Payment[]; strategies: Strategy[]; amortizationTables: AmortizationTable[] };
  /** Payments for debts already in the account: recorded like a new payment, lowering the balance. */
  recorded: Payment[];
  /** Interest and fees charged to debts already in the account: recorded as charges, raising the balance. */
  charged: Payment[];
  /** Profile fields the account has empty and the file fills. */
  profile: ProfileInput;
  /** Goals switched on in the file and off in the account. */
  goalsOn: FinancialGoalName[];
  /** Reminder settings the file has and the account never set (it shows the defaults). */
  reminders: Partial<ReminderSettings>;
  skipped: SkippedDocument[];
  /** Things kept as they are, in words ("Kept your display name …"). */
  notes: string[];
  /** When not empty the import must not happen: nothing is written. */
  problems: string[];
}
