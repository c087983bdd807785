import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildFromCRDT } from 'rxdb/plugins/crdt';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { readFold, type CrdtLog, type CrdtOperation } from '../../../schemas/crdt-history';
import { debtsSchema } from '../../../schemas/index';
import { debtDocument } from '../../test/sync-fixtures';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresSyncStore } from '../storage/postgres-sync-store';
import { openSqliteSyncStore } from '../storage/sqlite-sync-store';
import type { SyncDocument, SyncStore } from '../storage/sync-store';
import { erasedTombstone } from './erased-tombstone';
import { FOLD_AT, KEEP, MAX_ROWS, foldPoint, foldPushedHistories, foldTools, type FoldPolicy } from './history-fold';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const policy: FoldPolicy = { horizonDays: 30, now: () => NOW };
const op = (creator: string, time: number, set: Record<string, unknown>): CrdtOperation => ({ creator, time, body: [{ ifMatch: { $set: set } }] });

/** A debt as a device holds it after `renames` edits: its fields are the replay of its log, its hash RxDB's. */
async function debtWithHistory(uid: string, times: readonly number[], overrides: Record<string, unknown> = {}): Promise<SyncDocument> {
  const { crdts: _, ...fields } = debtDocument(uid, { openingBalance: 2500, ...overrides });
  const operations = [[op('laptop', times[0]!, fields)], ...times.slice(1).map((time, i) => [op(i % 2 ? 'phone' : 'laptop', time, { name: `Card ${i}` })])];
  const tools = foldTools('debts');
  const replayed = tools.replay(operations);
  return { ...replayed, crdts: { operations, hash: await tools.hash(operations) } } as unknown as SyncDocument;
}

const days = (...ago: number[]) => ago.map((d) => NOW.getTime() - d * DAY);
const rowsAged = (old: number, recent: number) => [...days(...Array<number>(old).fill(90)), ...days(...Array<number>(recent).fill(1))];

describe('foldPoint', () => {
  const log = (times: number[]) => times.map((time) => [op('laptop', time, {})]);

  it('leaves a log of up to FOLD_AT rows alone, however old', () => {
    expect(foldPoint(log(rowsAged(FOLD_AT, 0)), policy)).toBe(0);
  });

  it('folds the prefix of rows older than the horizon, and nothing past the first recent row', () => {
    expect(foldPoint(log(rowsAged(50, 20)), policy)).toBe(50);
    const interleaved = [...rowsAged(10, 0), ...days(1), ...rowsAged(60, 0)];
    expect(foldPoint(log(interleaved), policy)).toBe(10);
  });

  it('folds all but the newest KEEP rows once a log is over MAX_ROWS, however recent', () => {
    expect(foldPoint(log(rowsAged(0, MAX_ROWS + 1)), policy)).toBe(MAX_ROWS + 1 - KEEP);
  });
});

function describeOnStore(name: string, open: () => Promise<SyncStore & { dispose?: () => Promise<void> }>) {
  describe(`foldPushedHistories on ${name}`, () => {
    async function withStore(work: (store: SyncStore) => Promise<void>) {
      const store = await open();
      try {
        await work(store);
      } finally {
        await store.close();
        await store.dispose?.();
      }
    }

    it('folds a pushed document with a long old history through the push path: same fields, a new seq, a change event', () =>
      withStore(async (store) => {
        const doc = await debtWithHistory('alice', rowsAged(70, 5));
        const changes: number[] = [];
        store.onChange((change) => changes.push(change.seq));
        const rows = [{ newDocumentState: doc }];
        const { conflicts } = await store.push('alice', 'debts', rows);
        expect(await foldPushedHistories(store, 'alice', 'debts', rows, conflicts, policy)).toBe(1);

        const [stored] = (await store.pull('alice', 'debts', 0, 10)).documents;
        const log = stored!.crdts as CrdtLog;
        expect(readFold(log.operations).rows).toBe(70);
        expect(log.operations).toHaveLength(1 + 5);
        const { crdts: _, ...fields } = stored!;
        const { crdts: __, ...before } = doc;
        expect(fields).toEqual(before);
        // The CRDT plugin's own check: the document is the replay of its log.
        expect(rebuildFromCRDT(debtsSchema as never, stored as never, log as never)).toEqual(stored);
        await expect.poll(() => changes.length).toBe(2);
        expect(changes[1]).toBeGreaterThan(changes[0]!);
      }));

    it('leaves alone short histories, recent ones, rows that conflicted, erased tombstones and debts without an opening balance', () =>
      withStore(async (store) => {
        const short = await debtWithHistory('alice', rowsAged(FOLD_AT, 0));
        const recent = await debtWithHistory('alice', rowsAged(0, 70));
        const legacy = await debtWithHistory('alice', rowsAged(70, 0), { openingBalance: undefined });
        const erased = erasedTombstone('debts', await debtWithHistory('alice', rowsAged(70, 0), { _deleted: true }), NOW);
        const longErased = { ...erased, crdts: { ...(erased.crdts as CrdtLog), operations: [...(erased.crdts as CrdtLog).operations, ...rowsAged(70, 0).map((time) => [op('phone', time, {})])] } };
        const rows = [short, recent, legacy, longErased].map((doc) => ({ newDocumentState: doc }));
        const { conflicts } = await store.push('alice', 'debts', rows);
        expect(await foldPushedHistories(store, 'alice', 'debts', rows, conflicts, policy)).toBe(0);

        const conflicted = await debtWithHistory('alice', rowsAged(70, 0), { id: short.id });
        expect(await foldPushedHistories(store, 'alice', 'debts', [{ newDocumentState: conflicted }], [short], policy)).toBe(0);
        expect((await store.pull('alice', 'debts', 0, 10)).documents.every((doc) => readFold((doc.crdts as CrdtLog).operations).rows === 0)).toBe(true);
      }));

    it('two servers folding the same document write one fold: the second is a no-op', () =>
      withStore(async (store) => {
        const doc = await debtWithHistory('alice', rowsAged(70, 5));
        const rows = [{ newDocumentState: doc }];
        await store.push('alice', 'debts', rows);
        expect(await foldPushedHistories(store, 'alice', 'debts', rows, [], policy)).toBe(1);
        expect(await foldPushedHistories(store, 'alice', 'debts', rows, [], policy)).toBe(0);
      }));
  });
}

mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'history-fold-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
describeOnStore('SQLite', () => Promise.resolve(openSqliteSyncStore(join(dir, `sync-${(files += 1)}.sqlite`))));

const serverUrl = inject('postgresUrl');
describeOnStore('PostgreSQL', async () => {
  const url = await createFreshDatabase(serverUrl);
  const store = await openPostgresSyncStore(url);
  return Object.assign(store, { dispose: () => dropDatabase(serverUrl, url) });
});
