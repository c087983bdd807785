/**
 * Durability: a process killed with SIGKILL right after acknowledging pushes loses none of them.
 * The pushing process is a real child (test/push-and-ack.ts under tsx); PostgreSQL is moreover
 * crashed (immediate shutdown, no checkpoint) at the same moment and recovered from its WAL.
 *
 * The child is `node --import tsx …`, not the `tsx` CLI: that CLI runs the script in a second
 * process, so SIGKILL would hit the wrapper and leave the pushing process running.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/postgres-databases';
import { startThrowawayPostgres } from '../../test/throwaway-postgres';
import { openPostgresSyncStore } from './postgres-sync-store';
import { openSqliteSyncStore } from './sqlite-sync-store';
import { pullEverything } from './sync-store.contract.fixtures';
import type { SyncStore } from './sync-store';

const ACKS_BEFORE_KILL = 40;

/** Runs the child until it has acknowledged ACKS_BEFORE_KILL pushes, then SIGKILLs it at once. */
async function pushUntilKilled(kind: 'sqlite' | 'postgres', location: string, uid: string, onKill: () => Promise<void> = async () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('server/test/push-and-ack.ts'), kind, location, uid, '100000'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
  const acked: string[] = [];
  let crash: Promise<void> | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('READY ')) expect(Number(line.slice(6)), 'the pushing process is the child').toBe(child.pid);
    if (!line.startsWith('ACK ')) continue;
    acked.push(line.slice(4));
    if (acked.length === ACKS_BEFORE_KILL) {
      child.kill('SIGKILL');
      crash = onKill();
    }
  }
  await crash;
  expect(await exited, stderr).toBe('SIGKILL');
  return acked;
}

async function expectAllStored(store: SyncStore, uid: string, acked: string[]) {
  try {
    const ids = new Set((await pullEverything(store, uid, 'payments', 0, 500)).documents.map((document) => document.id));
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(acked.filter((id) => !ids.has(id))).toEqual([]);
  } finally {
    await store.close();
  }
}

describe('sync store durability after SIGKILL', () => {
  it('SQLite keeps every acknowledged push', { timeout: 60_000 }, async () => {
    mkdirSync('.tmp', { recursive: true });
    const dir = mkdtempSync(join('.tmp', 'durability-'));
    try {
      const file = join(dir, 'sync.sqlite');
      const acked = await pushUntilKilled('sqlite', file, 'durable-user');
      await expectAllStored(openSqliteSyncStore(file), 'durable-user', acked);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('PostgreSQL keeps every acknowledged push, through a crash of the database too', { timeout: 90_000 }, async () => {
    const cluster = await startThrowawayPostgres();
    try {
      const url = await createFreshDatabase(cluster.adminUrl);
      const acked = await pushUntilKilled('postgres', url, 'durable-user', () => cluster.crash());
      await cluster.start();
      await expectAllStored(await openPostgresSyncStore(url), 'durable-user', acked);
    } finally {
      await cluster.stop();
    }
  });
});
