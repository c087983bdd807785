/**
 * Reads a person's documents straight from IndexedDB, without RxDB: the way out when the local
 * database cannot be opened (a failed migration, a broken RxDB state, a storage error), so that
 * whatever the browser still holds can be exported (database-failed-page.tsx).
 *
 * RxDB's Dexie storage keeps each collection in an IndexedDB database of its own, named
 * `rxdb-dexie-<database>--<schema version>--<collection>`, with the documents in its `docs` table
 * as RxDB stored them: the app's fields plus RxDB's own (`_deleted` as '1'/'0', `_meta`, `_rev`,
 * `_attachments`) and the CRDT log (`crdts`). This keeps the app's fields of the live documents,
 * with the debts as shown (their balances derived, debts/shown-debt.ts), as collectUserData does. Dexie opens each database in its dynamic mode (no schema declared), so
 * nothing is created, upgraded or written.
 *
 * Best effort: a collection that cannot be read is reported and the others are still read. When
 * the same collection exists at several schema versions (a migration that stopped half way), the
 * highest version holding live documents is read, and the export says which version that is.
 */
import { Dexie } from 'dexie';
import { COLLECTION_NAMES, collectionSchemas, type CollectionName, type DebtDocument } from '@schemas/index';
import { showDebt } from '../debts/shown-debt';
import { inExportOrder, withShownDebts } from './collect-user-data';
import { emptyTransferData, type TransferData } from './transfer-data';

export interface StoredDocuments {
  data: TransferData;
  /** The schema version each collection was read at. */
  versions: Record<CollectionName, number>;
  /** The collections that could not be read, with why. */
  unreadable: { collection: CollectionName; error: string }[];
}

type StoredDocument = Record<string, unknown> & { id: string; uid: string; createdAt: string };

/** RxDB's own fields; the CRDT log is kept until the debts are read as shown (it holds the legacy rule's input). */
const RXDB_FIELDS = new Set(['_deleted', '_meta', '_rev', '_attachments']);

/** The IndexedDB databases of `databaseName`'s collections, by collection, newest schema version first. */
async function storedCollections(databaseName: string): Promise<Map<CollectionName, { name: string; version: number }[]>> {
  const prefix = `rxdb-dexie-${databaseName}--`;
  // Where the browser cannot list its databases, the current versions' names are still tried.
  const listed = await Dexie.getDatabaseNames().catch(() => [] as string[]);
  const names = new Set([...listed, ...COLLECTION_NAMES.map((name) => `${prefix}${collectionSchemas[name].version}--${name}`)]);
  const found = new Map<CollectionName, { name: string; version: number }[]>();
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(\d+)--(\w+)$/.exec(name.slice(prefix.length));
    const collection = match?.[2] as CollectionName | undefined;
    if (!match || !collection || !COLLECTION_NAMES.includes(collection)) continue;
    found.set(collection, [...(found.get(collection) ?? []), { name, version: Number(match[1]) }]);
  }
  for (const list of found.values()) list.sort((a, b) => b.version - a.version);
  return found;
}

/** The live documents of `uid` in one collection's IndexedDB database; [] when it does not exist. */
async function readDocs(name: string, uid: string): Promise<StoredDocument[]> {
  const db = new Dexie(name);
  try {
    await db.open();
  } catch (error) {
    if (error instanceof Dexie.NoSuchDatabaseError) return [];
    throw error;
  }
  try {
    if (!db.tables.some((table) => table.name === 'docs')) return [];
    const rows = (await db.table('docs').toArray()) as Record<string, unknown>[];
    return rows
      .filter((row) => row._deleted !== '1' && row._deleted !== true && row.uid === uid)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !RXDB_FIELDS.has(key))) as StoredDocument);
  } finally {
    db.close();
  }
}

function withoutLog<T extends object>(doc: T): T {
  const { crdts: _log, ...rest } = doc as T & { crdts?: unknown };
  return rest as T;
}

export async function readStoredDocuments(databaseName: string, uid: string): Promise<StoredDocuments> {
  const data = emptyTransferData();
  const versions = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, collectionSchemas[name].version])) as Record<CollectionName, number>;
  const unreadable: StoredDocuments['unreadable'] = [];
  const stored = await storedCollections(databaseName);
  for (const collection of COLLECTION_NAMES) {
    const errors: string[] = [];
    for (const { name, version } of stored.get(collection) ?? []) {
      try {
        const docs = await readDocs(name, uid);
        if (docs.length === 0) continue;
        (data as unknown as Record<CollectionName, unknown[]>)[collection] = inExportOrder(docs);
        versions[collection] = version;
        break;
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (errors.length > 0) unreadable.push({ collection, error: errors.join('; ') });
  }
  const payments = data.payments.map(withoutLog);
  const shown = data.debts.map((debt) => showDebt(debt as DebtDocument, payments.filter((payment) => payment.debtId === debt.id)));
  const plain = Object.fromEntries(Object.entries(data).map(([name, docs]) => [name, (docs as StoredDocument[]).map(withoutLog)])) as unknown as TransferData;
  return { data: withShownDebts(plain, shown), versions, unreadable };
}
