import { COLLECTION_NAMES, DATA_MODEL_VERSION, collectionSchemas, type CollectionName } from '@schemas/index';
import type { TransferData } from './transfer-data';

export const EXPORT_APP_NAME = 'Paydown';

/**
 * The JSON export: a versioned envelope around all seven collections. `schemaVersion` is the data
 * model version (spec §3, 14) and `collectionVersions` each collection schema's own version, so a
 * later Paydown can migrate an old file and this one can refuse a newer file it cannot read.
 */
export interface PaydownExport {
  app: typeof EXPORT_APP_NAME;
  schemaVersion: number;
  collectionVersions: Record<CollectionName, number>;
  exportedAt: string;
  collections: TransferData;
}

export function currentCollectionVersions(): Record<CollectionName, number> {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, collectionSchemas[name].version])) as Record<CollectionName, number>;
}

/** `versions`: the schema version each collection was read at, when not the current ones (read-stored-documents.ts). */
export function buildExport(data: TransferData, exportedAt: string, versions: Record<CollectionName, number> = currentCollectionVersions()): PaydownExport {
  return {
    app: EXPORT_APP_NAME,
    schemaVersion: DATA_MODEL_VERSION,
    collectionVersions: versions,
    exportedAt,
    collections: data,
  };
}

/** The export as the text of a .json file (indented: people open these files to look inside). */
export function exportJsonText(data: TransferData, exportedAt: string, versions?: Record<CollectionName, number>): string {
  return `${JSON.stringify(buildExport(data, exportedAt, versions), null, 2)}\n`;
}

/** "paydown-export-2026-01-15.json": the date is the device's local date. */
export function exportFileName(kind: 'export' | 'debts' | 'payments', at: Date, extension: 'json' | 'csv'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `paydown-${kind}-${day}.${extension}`;
}
