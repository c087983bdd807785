import type { AmortizationTable } from '@schemas/index';
import { ContentPool } from './content-fingerprint';
import type { ImportPlan, SkipReason } from './import-plan';
import type { IncomingData } from './transfer-data';

export interface TableMapping {
  mapDebtList: (ids: string) => string;
  knownStrategy: (id: string) => string | undefined;
  place: (doc: AmortizationTable) => AmortizationTable;
  skip: (where: string, reason: SkipReason) => void;
}

/** Saved schedules: one per strategy type (the newest in the file; the account's own wins). */
export function planTables(plan: ImportPlan, incoming: IncomingData['amortizationTables'], existing: readonly AmortizationTable[], map: TableMapping) {
  const accountIds = new Set(existing.map((table) => table.id));
  const accountTypes = new Set(existing.map((table) => table.strategyType));
  const pool = new ContentPool(existing);
  // Of several tables of one type in the file, the most recently updated is the one to import.
  const newest = new Map<string, IncomingData['amortizationTables'][number]>();
  for (const entry of incoming) {
    const kept = newest.get(entry.doc.strategyType);
    if (!kept || entry.doc.updatedAt > kept.doc.updatedAt) newest.set(entry.doc.strategyType, entry);
  }
  for (const entry of incoming) {
    const { doc, where } = entry;
    const { strategyId, ...rest } = doc;
    const strategy = strategyId === undefined ? undefined : map.knownStrategy(strategyId);
    const mapped: AmortizationTable = { ...rest, debtIds: map.mapDebtList(doc.debtIds), ...(strategy ? { strategyId: strategy } : {}) };
    if (newest.get(doc.strategyType) !== entry) map.skip(where, 'repeated-in-file');
    else if (accountIds.has(doc.id)) map.skip(where, 'same-id');
    else if (pool.take(mapped)) map.skip(where, 'same-content');
    else if (accountTypes.has(doc.strategyType)) map.skip(where, 'table-exists');
    else plan.inserts.amortizationTables.push(map.place(mapped));
  }
}
