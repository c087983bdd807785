/**
 * A simulated device for the convergence test: its own RxDB database (memory storage, only the
 * debts and payments collections, so five devices stay under the open core's 13 collections per
 * realm), a DataContext with device-unique ids, and helpers to read what it holds.
 */
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { createDatabase } from '../../create-database';
import type { DataContext } from '../../data-context';
import type { PaydownDatabase } from '../../paydown-database';

export interface SimulatedDevice {
  name: string;
  db: PaydownDatabase;
  ctx: DataContext;
  /** The CRDT creator of this device's operations (the database's storage token). */
  creator: string;
  /** What the repositories logged as failed (expected: only "not found" after a remote delete). */
  loggedErrors: string[];
  /** Its clock's ticks and the ids it made, kept across reloads (ids stay unique). */
  counters: { tick: number; ids: number };
}

let databases = 0;

export async function openSimulatedDevice(name: string, uid: string): Promise<SimulatedDevice> {
  databases += 1;
  return openDeviceDatabase(`convergence${Date.now().toString(36)}n${databases}${name}`, name, uid, { tick: 0, ids: 0 });
}

/**
 * The same device after its app restarted (a reload): the database closed and opened again from
 * the same storage (the memory storage keeps it, as IndexedDB would), its clock and ids going on.
 */
export async function reopenSimulatedDevice(device: SimulatedDevice, uid: string): Promise<SimulatedDevice> {
  await device.db.close();
  return openDeviceDatabase(device.db.name, device.name, uid, device.counters, device.loggedErrors);
}

async function openDeviceDatabase(databaseName: string, name: string, uid: string, counters: SimulatedDevice['counters'], loggedErrors: string[] = []): Promise<SimulatedDevice> {
  const db = await createDatabase({ name: databaseName, storage: getRxStorageMemory(), collections: ['debts', 'payments'], multiInstance: false });
  const log = (message: string, ...details: unknown[]) =>
    void loggedErrors.push([message, ...details.map((d) => (d instanceof Error ? d.message : String(d)))].join(' '));
  const ctx: DataContext = {
    db,
    uid,
    now: () => new Date(Date.UTC(2026, 0, 15, 10) + 1000 * counters.tick++),
    newId: () => `${name}-${++counters.ids}`,
    logger: { error: log, warn: () => {} },
  };
  return { name, db, ctx, creator: await db.storageToken, loggedErrors, counters };
}

/** A document as the app reads it: no RxDB meta fields, no CRDT log. */
export function plain(doc: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'crdts' || key.startsWith('_') || value === undefined) continue;
    result[key] = value;
  }
  return result;
}

export interface Holdings {
  debts: Record<string, unknown>[];
  payments: Record<string, unknown>[];
}

/** The non-deleted debts and payments a device holds, sorted by id, with and without CRDT logs. */
export async function holdings(device: SimulatedDevice): Promise<{ plain: Holdings; crdts: Record<string, unknown> }> {
  const debts = await device.db.debts.find({ sort: [{ id: 'asc' }] }).exec();
  const payments = await device.db.payments.find({ sort: [{ id: 'asc' }] }).exec();
  const crdts: Record<string, unknown> = {};
  for (const doc of [...debts, ...payments]) crdts[doc.primary] = doc.toJSON().crdts;
  return {
    plain: {
      debts: debts.map((doc) => plain(doc.toJSON() as Record<string, unknown>)),
      payments: payments.map((doc) => plain(doc.toJSON() as Record<string, unknown>)),
    },
    crdts,
  };
}
