/**
 * Generated accounts of three sizes, for benchmarks of large accounts (`npm run bench:large`):
 * the very document Settings → Export writes (the app's own envelope, export-envelope.ts), so it
 * is imported through Settings as a person's own export would be. Deterministic by seed.
 *
 * S: 5 debts, 50 payments; M: 25 debts, 2,000 payments; L: 100 debts, 10,000 payments and 30
 * saved plans. "Payments" counts the payments collection (a few of its entries are interest and
 * fees charged, as recorded from statements).
 */
import { buildExport, exportJsonText, type PaydownExport } from '../../client/src/data/transfer/export-envelope';
import { inExportOrder } from '../../client/src/data/transfer/collect-user-data';
import { defaultFinancialGoals } from '../../client/src/data/financial-goals/default-financial-goals';
import { defaultSubscription } from '../../client/src/data/subscriptions/default-subscription';
import { buildDebtsAndPayments } from './large-account-debts';
import { buildStrategiesAndPlans } from './large-account-plans';
import { seededRandom } from './seeded-random';

export type AccountSize = 'S' | 'M' | 'L';
export const ACCOUNT_SIZE_NAMES: readonly AccountSize[] = ['S', 'M', 'L'];

export const ACCOUNT_SIZES: Readonly<Record<AccountSize, { debts: number; payments: number; strategies: number; savedPlans: number }>> = {
  S: { debts: 5, payments: 50, strategies: 2, savedPlans: 2 },
  M: { debts: 25, payments: 2_000, strategies: 4, savedPlans: 8 },
  L: { debts: 100, payments: 10_000, strategies: 7, savedPlans: 30 },
};

/** The day the generated account was exported: fixed, so the same seed gives the same file on any day. */
export const EXPORTED_AT = '2026-11-15T18:30:00.000Z';

export function buildAccountExport(size: AccountSize, seed = 1): PaydownExport {
  const counts = ACCOUNT_SIZES[size];
  // One stream per size and seed: S of seed 1 does not share its debts with M of seed 1.
  const random = seededRandom(seed * 7919 + ACCOUNT_SIZE_NAMES.indexOf(size));
  const asOf = EXPORTED_AT.slice(0, 10);
  const uid = `bench${random.uuid().replace(/-/g, '').slice(0, 23)}`;
  const { debts, payments } = buildDebtsAndPayments(random, uid, asOf, counts.debts, counts.payments);
  const { strategies, amortizationTables } = buildStrategiesAndPlans(random, uid, asOf, debts, counts.strategies, counts.savedPlans);
  const since = inExportOrder([...debts]).at(0)!.createdAt;
  return buildExport(
    {
      users: [{ id: uid, uid, email: `large-${size.toLowerCase()}@example.com`, displayName: `Bench ${size}`, emailVerified: true, isAnonymous: false, reminders: { enabled: true, daysBefore: 3 }, createdAt: since, lastLoginAt: EXPORTED_AT, updatedAt: EXPORTED_AT }],
      subscriptions: [defaultSubscription(uid, since)],
      debts: inExportOrder(debts),
      payments: inExportOrder(payments),
      strategies: inExportOrder(strategies),
      amortizationTables: inExportOrder(amortizationTables),
      financialGoals: [{ ...defaultFinancialGoals(uid, since), interestSavedGoal: true, easiestWinsGoal: size !== 'S' }],
    },
    EXPORTED_AT,
  );
}

/** The file Settings → Export would save for the account (indented JSON, as the app writes it). */
export function accountExportText(size: AccountSize, seed = 1): string {
  const file = buildAccountExport(size, seed);
  return exportJsonText(file.collections, file.exportedAt, file.collectionVersions);
}
