import type { AmortizationTable } from '@schemas/index';
import { newestFirst } from '../amortization-tables/latest-table';
import { ContentPool } from './content-fingerprint';
import type { ImportPlan, SkipReason } from './import-plan';
import type { IncomingData } from './transfer-data';

export interface TableMapping {
  mapDebtList: (ids: string) => string;
  knownStrategy: (id: string) => string | undefined;
  place: (doc: AmortizationTable) => AmortizationTable;
  skip: (where: string, reason: SkipReason) => void;
}

type IncomingTable = IncomingData['amortizationTables'][number];

/**
 * The entry to import for each strategy type: the newest (by the rule every device uses to pick
 * "the" table of a type, latest-table.ts), among the first entry of each id (a repeated id is
 * skipped as such, so it must not be the one chosen).
 */
function newestOfEachType(entries: readonly IncomingTable[]): Set<IncomingTable> {
  const firstOfId = new Map<string, IncomingTable>();
  for (const entry of entries) if (!firstOfId.has(entry.doc.id)) firstOfId.set(entry.doc.id, entry);
  const byDoc = new Map([...firstOfId.values()].map((entry) => [entry.doc, entry]));
  const types = new Set<string>();
  const newest = new Set<IncomingTable>();
  for (const doc of newestFirst([...byDoc.keys()])) {
    if (types.has(doc.strategyType)) continue;
    types.add(doc.strategyType);
    newest.add(byDoc.get(doc)!);
  }
  return newest;
}

/**
 * Saved schedules: one per strategy type (spec §4; the account's own wins). Of several distinct
 * tables of one type in the file (kept apart by two offline devices, or a file put together by
 * hand), the newest is imported and the others are reported as older ones, not as repeats: only a
 * repeated id is "twice in the file".
 */
export function planTables(plan: ImportPlan, incoming: IncomingData['amortizationTables'], existing: readonly AmortizationTable[], map: TableMapping) {
  const accountIds = new Set(existing.map((table) => table.id));
  const accountTypes = new Set(existing.map((table) => table.strategyType));
  const pool = new ContentPool(existing);
  const newest = newestOfEachType(incoming);
  const seen = new Set<string>();
  for (const entry of incoming) {
    const { doc, where } = entry;
    const { strategyId, ...rest } = doc;
    const strategy = strategyId === undefined ? undefined : map.knownStrategy(strategyId);
    const mapped: AmortizationTable = { ...rest, debtIds: map.mapDebtList(doc.debtIds), ...(strategy ? { strategyId: strategy } : {}) };
    if (seen.has(doc.id)) map.skip(where, 'repeated-in-file');
    else if (accountIds.has(doc.id)) map.skip(where, 'same-id');
    else if (!newest.has(entry)) map.skip(where, 'older-of-type');
    else if (pool.take(mapped)) map.skip(where, 'same-content');
    else if (accountTypes.has(doc.strategyType)) map.skip(where, 'table-exists');
    else plan.inserts.amortizationTables.push(map.place(mapped));
    seen.add(doc.id);
  }
}
