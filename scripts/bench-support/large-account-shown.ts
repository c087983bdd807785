/**
 * A generated account (large-account.ts) as the screens' calculations take it, read the way the
 * app reads it: the export file through Settings → Import's reader and planner into an empty
 * account, then the imported documents as the live queries hand them to Progress and Dashboard —
 * debts as shown (balance derived from their payments and charges, data/debts/shown-debt.ts),
 * oldest first; payments and charges apart, by date; the saved table of each strategy type; the
 * current strategy. `today` is the day the file was exported, so "today" in the calculations
 * matches the account's history (its last payments are on or before that day).
 */
import type { AmortizationTable, Debt, Payment, Strategy } from '../../schemas/index';
import { latestPerStrategyType } from '../../client/src/data/amortization-tables/latest-table';
import { sharesByDebt, showDebt } from '../../client/src/data/debts/shown-debt';
import { ofKind, ofLiveDebts } from '../../client/src/data/payments/get-payments';
import { currentStrategy } from '../../client/src/data/strategies/current-strategy';
import { inExportOrder } from '../../client/src/data/transfer/collect-user-data';
import { planImport } from '../../client/src/data/transfer/plan-import';
import { readJsonExport } from '../../client/src/data/transfer/read-json-export';
import { emptyTransferData } from '../../client/src/data/transfer/transfer-data';
import { accountExportText, type AccountSize } from './large-account';

export interface ShownAccount {
  /** 'YYYY-MM-DD': the day the account was exported. */
  today: string;
  debts: Debt[];
  payments: Payment[];
  charges: Payment[];
  /** One per strategy type, as the screens get them (the file holds every saved plan). */
  tables: AmortizationTable[];
  strategy: Strategy | null;
}

/** By date, ties by id: the order of the app's payments query (sorted by date, then by primary key). */
const byDateThenId = (a: Payment, b: Payment) => a.date.localeCompare(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function shownAccount(size: AccountSize, seed = 1): ShownAccount {
  const read = readJsonExport(`large-${size}.json`, accountExportText(size, seed));
  let next = 0;
  const plan = planImport(read.data, emptyTransferData(), { uid: 'bench-reader', newId: () => `imported-${++next}` });
  const problems = [...read.problems, ...plan.problems];
  if (problems.length > 0 || read.exportedAt === undefined) throw new Error(`The ${size} account does not import as the app's own export: ${problems.join('; ') || 'no export date'}`);
  const { debts: stored, payments: all, strategies, amortizationTables } = plan.inserts;
  const entries = ofLiveDebts([...all].sort(byDateThenId), new Set(stored.map((debt) => debt.id)));
  const shares = sharesByDebt(entries);
  return {
    today: read.exportedAt.slice(0, 10),
    // The debts query's order: created first, ties by id.
    debts: inExportOrder(stored.map((doc) => showDebt(doc, shares.get(doc.id) ?? []))),
    payments: ofKind(entries, 'payment'),
    charges: ofKind(entries, 'charge'),
    tables: latestPerStrategyType(amortizationTables),
    strategy: currentStrategy(strategies),
  };
}
