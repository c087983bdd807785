/**
 * Upgrading keeps existing data working: a SQLite file or PostgreSQL database made while document
 * ids were unique across owners (key (collection, id)) opens with the key (uid, collection, id),
 * every document, seq and checkpoint kept, and from then on one account's id no longer blocks
 * another's. The old schema below is the one those versions created, verbatim.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresSyncStore } from './postgres-sync-store';
import { openPostgresUsersStore } from './postgres-users-store';
import { openSqliteSyncStore } from './sqlite-sync-store';
import { openSqliteUsersStore } from './sqlite-users-store';
import { doc, pullEverything } from './sync-store.contract.fixtures';
import type { SyncStore } from './sync-store';
import type { ServerUser, UsersStore } from './users-store';

const OLD_SQLITE = `
CREATE TABLE IF NOT EXISTS sync_documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  seq INTEGER NOT NULL,
  server_time INTEGER NOT NULL,
  deleted INTEGER NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
CREATE TABLE IF NOT EXISTS sync_users (
  uid TEXT PRIMARY KEY,
  last_seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS server_users (
  uid TEXT PRIMARY KEY,
  doc TEXT NOT NULL,
  created_at TEXT NOT NULL
);`;

const OLD_POSTGRES = `
CREATE TABLE IF NOT EXISTS sync_documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  seq BIGINT NOT NULL,
  server_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted BOOLEAN NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX IF NOT EXISTS sync_documents_pull ON sync_documents (uid, collection, seq);
CREATE TABLE IF NOT EXISTS sync_users (
  uid TEXT PRIMARY KEY,
  last_seq BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS server_users (
  uid TEXT PRIMARY KEY,
  doc JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);`;

const ALICE = 'alice-uid';
const BOB = 'bob-uid';
const aliceGoals = doc(ALICE, ALICE, { creditScoreGoal: true });
const aliceDebt = doc(ALICE, 'debt-1', { name: 'Visa' });
const bobDebt = doc(BOB, 'debt-2', { name: 'Car' });
/** What the old version had stored: [collection, document, seq]. */
const OLD_ROWS: Array<[string, ReturnType<typeof doc>, number]> = [
  ['financialGoals', aliceGoals, 1],
  ['debts', aliceDebt, 2],
  ['debts', bobDebt, 1],
];
const aliceRecord: ServerUser = {
  id: 'record-1', uid: ALICE, email: 'alice@example.com', displayName: 'Alice', photoURL: null, phoneNumber: null,
  emailVerified: true, isAnonymous: false, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: '2026-01-01T00:00:00.000Z',
};

/** The same checks on either store, once it has opened a database of the old schema. */
async function expectUpgraded(open: () => Promise<SyncStore>, openUsers: () => Promise<UsersStore>) {
  // Two instances opening the old database at once: both open, the key is swapped once.
  const [store, second] = await Promise.all([open(), open()]);
  try {
    expect((await pullEverything(store, ALICE, 'financialGoals')).documents).toEqual([aliceGoals]);
    const aliceDebts = await pullEverything(store, ALICE, 'debts');
    expect(aliceDebts).toMatchObject({ documents: [aliceDebt], checkpoint: 2 });
    // A device that had synced up to seq 1 of debts still continues from its checkpoint.
    expect((await store.pull(ALICE, 'debts', 1, 10)).documents).toEqual([aliceDebt]);
    expect((await pullEverything(second, BOB, 'debts')).documents).toEqual([bobDebt]);

    // Bob can now hold a document with Alice's id; sequences go on from where they were.
    const bobGoals = doc(BOB, ALICE, { creditScoreGoal: false });
    expect(await store.push(BOB, 'financialGoals', [{ newDocumentState: bobGoals }])).toEqual({ conflicts: [], written: 1 });
    expect((await store.pull(BOB, 'financialGoals', 0, 10))).toEqual({ documents: [bobGoals], checkpoint: { seq: 2 }, seqs: [2] });
    const edited = { ...aliceGoals, creditScoreGoal: false };
    expect(await second.push(ALICE, 'financialGoals', [{ newDocumentState: edited, assumedMasterState: aliceGoals }])).toEqual({ conflicts: [], written: 1 });
    expect(await store.pull(ALICE, 'financialGoals', 0, 10)).toEqual({ documents: [edited], checkpoint: { seq: 3 }, seqs: [3] });
  } finally {
    await Promise.all([store.close(), second.close()]);
  }
  // Opening again changes nothing.
  const again = await open();
  try {
    expect((await pullEverything(again, ALICE, 'debts')).documents).toEqual([aliceDebt]);
  } finally {
    await again.close();
  }
  // The people's records of the old version are kept.
  const users = await openUsers();
  try {
    expect(await users.findByUid(ALICE)).toEqual(aliceRecord);
    expect(await users.createIfAbsent({ ...aliceRecord, id: 'record-2', displayName: 'Changed' })).toEqual({ user: aliceRecord, created: false });
  } finally {
    await users.close();
  }
}

describe('upgrading a database of the old schema (document ids unique across owners)', () => {
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync(join('.tmp', 'sqlite-upgrade-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('SQLite: every document, seq and checkpoint is kept, and ids become per owner', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(OLD_SQLITE);
    const insert = old.prepare('INSERT INTO sync_documents (collection, id, uid, seq, server_time, deleted, doc) VALUES (?, ?, ?, ?, ?, 0, ?)');
    for (const [collection, document, seq] of OLD_ROWS) insert.run(collection, document.id, document.uid, seq, Date.now(), JSON.stringify(document));
    old.exec(`INSERT INTO sync_users VALUES ('${ALICE}', 2), ('${BOB}', 1)`);
    old.prepare('INSERT INTO server_users VALUES (?, ?, ?)').run(ALICE, JSON.stringify(aliceRecord), aliceRecord.createdAt);
    old.close();
    await expectUpgraded(async () => openSqliteSyncStore(file), async () => openSqliteUsersStore(file));
  });

  it('PostgreSQL: every document, seq and checkpoint is kept, and ids become per owner', async () => {
    const serverUrl = inject('postgresUrl');
    const url = await createFreshDatabase(serverUrl);
    try {
      const old = new pg.Client({ connectionString: url });
      await old.connect();
      await old.query(OLD_POSTGRES);
      for (const [collection, document, seq] of OLD_ROWS) {
        await old.query('INSERT INTO sync_documents (collection, id, uid, seq, server_time, deleted, doc) VALUES ($1, $2, $3, $4, now(), false, $5)', [
          collection, document.id, document.uid, seq, JSON.stringify(document),
        ]);
      }
      await old.query(`INSERT INTO sync_users VALUES ('${ALICE}', 2), ('${BOB}', 1)`);
      await old.query('INSERT INTO server_users VALUES ($1, $2, $3)', [ALICE, JSON.stringify(aliceRecord), aliceRecord.createdAt]);
      await old.end();
      await expectUpgraded(() => openPostgresSyncStore(url), () => openPostgresUsersStore(url));
    } finally {
      await dropDatabase(serverUrl, url);
    }
  });
});
