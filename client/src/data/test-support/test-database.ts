import 'fake-indexeddb/auto';
import type { CollectionName } from '@schemas/index';
import { createDatabase } from '../create-database';
import type { DataContext, DataLogger } from '../data-context';
import type { PaydownDatabase } from '../paydown-database';

let counter = 0;
const open: PaydownDatabase[] = [];

/** A fresh database with a unique name (fake-indexeddb), closed by closeTestDatabases(). */
export async function openTestDatabase(collections?: readonly CollectionName[]): Promise<PaydownDatabase> {
  counter += 1;
  const db = await createDatabase({
    name: `test${Date.now().toString(36)}x${counter}`,
    multiInstance: false,
    ...(collections ? { collections } : {}),
  });
  open.push(db);
  return db;
}

/**
 * Closes every database the test opened. The RxDB open core allows 13 open collections per realm,
 * so every test file calls this in afterEach.
 */
export async function closeTestDatabases(): Promise<void> {
  const closing = open.splice(0);
  await Promise.all(closing.map((db) => db.remove().catch(() => db.close())));
}

export interface RecordingLogger extends DataLogger {
  errors: unknown[][];
  warnings: unknown[][];
}

/** A logger that keeps what it was told (and keeps test output quiet). */
export function recordingLogger(): RecordingLogger {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  return {
    errors,
    warnings,
    error: (...args: unknown[]) => void errors.push(args),
    warn: (...args: unknown[]) => void warnings.push(args),
  };
}

/** A clock that starts at `start` and moves one second per call, and ids id-1, id-2, … */
export function testContext(db: PaydownDatabase, uid = 'user-1', start = '2026-01-15T10:00:00.000Z') {
  let tick = 0;
  let ids = 0;
  const logger = recordingLogger();
  const ctx: DataContext & { logger: RecordingLogger } = {
    db,
    uid,
    now: () => new Date(Date.parse(start) + 1000 * tick++),
    newId: () => `id-${++ids}`,
    logger,
  };
  return ctx;
}
