import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildFromCRDT } from 'rxdb/plugins/crdt';
import fc from 'fast-check';
import { afterAll, describe, expect, it, inject, vi } from 'vitest';
import { readFold, type CrdtLog, type CrdtOperation } from '../../../schemas/crdt-history';
import { debtsSchema } from '../../../schemas/index';
import { debtDocument } from '../../test/sync-fixtures';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresSyncStore } from '../storage/postgres-sync-store';
import { openSqliteSyncStore } from '../storage/sqlite-sync-store';
import type { SyncDocument, SyncStore } from '../storage/sync-store';
import { erasedTombstone } from './erased-tombstone';
import { AGE_BYTES, AGE_ROWS, KEEP_BYTES, KEEP_ROWS, MAX_LOG_BYTES, MAX_ROWS, foldPoint, foldPushedHistories, foldTools, type FoldPolicy } from './history-fold';

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
  /** Rows whose operations' JSON weighs about `bytes` each (a saved plan's whole table). */
  const heavy = (times: number[], bytes: number) => times.map((time) => [op('laptop', time, { notes: 'x'.repeat(bytes) })]);
  const foldedAt = (rows: number, time: number) => [
    op(`paydown-history|${JSON.stringify({ rows, through: { laptop: rows - 1 } })}`, time, { name: 'Visa' }),
  ];

  it('leaves alone fewer than AGE_ROWS light rows past the horizon, and any number of recent ones up to the ceiling', () => {
    expect(foldPoint(log(rowsAged(AGE_ROWS - 1, 3)), policy)).toBe(0);
    expect(foldPoint(log(rowsAged(0, MAX_ROWS)), policy)).toBe(0);
  });

  it('folds the rows past the horizon once there are AGE_ROWS of them, and nothing past the first recent row', () => {
    expect(foldPoint(log(rowsAged(AGE_ROWS, 3)), policy)).toBe(AGE_ROWS);
    const interleaved = [...rowsAged(AGE_ROWS + 2, 0), ...days(1), ...rowsAged(20, 0)];
    expect(foldPoint(log(interleaved), policy)).toBe(AGE_ROWS + 2);
  });

  it('folds as few as two rows past the horizon when they weigh AGE_BYTES (a plan saved twice), but never one row of an unfolded log', () => {
    const half = AGE_BYTES / 2 + 10;
    expect(foldPoint(heavy(rowsAged(2, 1), half), policy)).toBe(2);
    expect(foldPoint(heavy(rowsAged(1, 1), AGE_BYTES * 2), policy)).toBe(0);
    expect(foldPoint(heavy(rowsAged(2, 1), half / 2), policy)).toBe(0);
  });

  it('folds a folded log further: its recent fold row does not stop the age rule, and one more heavy old row is enough', () => {
    const recentFold = foldedAt(10, days(1)[0]!);
    expect(foldPoint([recentFold, ...log(rowsAged(AGE_ROWS, 2))], policy)).toBe(10 + AGE_ROWS);
    expect(foldPoint([recentFold, ...heavy(rowsAged(1, 2), AGE_BYTES)], policy)).toBe(11);
    expect(foldPoint([recentFold, ...log(rowsAged(AGE_ROWS - 1, 2))], policy)).toBe(0);
  });

  it('once the unfolded rows are over MAX_ROWS, folds all but the newest KEEP_ROWS, however recent', () => {
    expect(foldPoint(log(rowsAged(0, MAX_ROWS + 1)), policy)).toBe(MAX_ROWS + 1 - KEEP_ROWS);
    expect(foldPoint([foldedAt(100, days(1)[0]!), ...log(rowsAged(0, MAX_ROWS + 1))], policy)).toBe(100 + MAX_ROWS + 1 - KEEP_ROWS);
  });

  it('once the unfolded rows weigh over MAX_LOG_BYTES, folds all but the newest rows that fit in KEEP_BYTES, however recent', () => {
    const rows = Math.ceil(MAX_LOG_BYTES / 3000) + 1;
    expect(foldPoint(heavy(rowsAged(0, rows), 3000), policy)).toBe(rows - 2);
    // A single row heavier than KEEP_BYTES: everything is folded.
    expect(foldPoint(heavy(rowsAged(0, 2), MAX_LOG_BYTES / 2 + 100), policy)).toBe(2);
    expect(foldPoint(heavy(rowsAged(0, 2), MAX_LOG_BYTES / 4), policy)).toBe(0);
  });
});

/**
 * The rules of foldPoint as first written: every row measured up front, every sum over all of
 * them. foldPoint measures lazily; this pins that it decides exactly as this does.
 */
function eagerFoldPoint(operations: readonly (readonly CrdtOperation[])[], { horizonDays, now }: FoldPolicy): number {
  const { rows: folded } = readFold(operations);
  const first = folded === 0 ? 0 : 1;
  const toLogical = (physical: number) => (folded === 0 ? physical : physical + folded - 1);
  const sizes = operations.map((row, index) => (index < first ? 0 : Buffer.byteLength(JSON.stringify(row))));
  const bytesBetween = (from: number, to: number) => sizes.slice(from, to).reduce((sum, size) => sum + size, 0);
  let k = 0;
  let old = first;
  while (old < operations.length && operations[old]!.every((operation) => operation.time < now().getTime() - horizonDays * DAY)) old++;
  if (old - first >= (folded === 0 ? 2 : 1) && (old - first >= AGE_ROWS || bytesBetween(first, old) >= AGE_BYTES)) k = toLogical(old);
  if (operations.length - first > MAX_ROWS || bytesBetween(first, operations.length) > MAX_LOG_BYTES) {
    let keep = operations.length;
    let kept = 0;
    while (keep > first && operations.length - keep < KEEP_ROWS && kept + sizes[keep - 1]! <= KEEP_BYTES) kept += sizes[--keep]!;
    k = Math.max(k, toLogical(keep));
  }
  return k;
}

describe('foldPoint measures rows lazily', () => {
  const row = (creator: string, daysAgo: number, bytes: number) => [op(creator, NOW.getTime() - daysAgo * DAY, { notes: 'x'.repeat(bytes) })];
  const documentBytes = (operations: readonly (readonly CrdtOperation[])[]) => Buffer.byteLength(JSON.stringify({ id: 'd1', crdts: { operations, hash: '' } }));

  it('measures only the old rows of a light document, and every unfolded row once the document could pass MAX_LOG_BYTES', () => {
    const light = [...Array.from({ length: 3 }, () => row('laptop', 90, 10)), ...Array.from({ length: 40 }, () => row('phone', 1, 10))];
    const bytes = documentBytes(light);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(foldPoint(light, policy, bytes)).toBe(0);
      expect(stringify).toHaveBeenCalledTimes(3);
      stringify.mockClear();
      expect(foldPoint(light, policy, MAX_LOG_BYTES + 1)).toBe(0);
      expect(stringify).toHaveBeenCalledTimes(light.length);
    } finally {
      stringify.mockRestore();
    }
  });

  it('decides as the eager rules do, over random logs folded or not, with and without the document size', () => {
    const randomRow = fc
      .array(
        fc.record({
          creator: fc.constantFrom('laptop', 'phone', 'tablet'),
          daysAgo: fc.oneof(fc.constantFrom(90, 31, 30, 29, 1), fc.integer({ min: 0, max: 120 })),
          bytes: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 500, max: 5_000 }), fc.constantFrom(AGE_BYTES / 2, KEEP_BYTES, MAX_LOG_BYTES / 2)),
        }),
        { minLength: 1, maxLength: 2 },
      )
      .map((operations) => operations.flatMap(({ creator, daysAgo, bytes }) => row(creator, daysAgo, bytes)));
    const randomLog = fc
      .tuple(fc.option(fc.record({ rows: fc.integer({ min: 2, max: 200 }), daysAgo: fc.integer({ min: 0, max: 120 }) })), fc.array(randomRow, { maxLength: MAX_ROWS + 12 }))
      .map(([fold, rows]) => (fold ? [[op(`paydown-history|${JSON.stringify({ rows: fold.rows, through: { laptop: fold.rows - 1 } })}`, NOW.getTime() - fold.daysAgo * DAY, { name: 'Visa' })], ...rows] : rows));
    fc.assert(
      fc.property(randomLog, (operations) => {
        const expected = eagerFoldPoint(operations, policy);
        expect(foldPoint(operations, policy, documentBytes(operations))).toBe(expected);
        expect(foldPoint(operations, policy)).toBe(expected);
      }),
      { numRuns: 400 },
    );
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
        const short = await debtWithHistory('alice', rowsAged(AGE_ROWS - 1, 0));
        const recent = await debtWithHistory('alice', rowsAged(0, MAX_ROWS));
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
