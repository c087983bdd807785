import { describe, expect, test } from 'vitest';
import { alignToFold, foldHistory, foldProblem, logicalLength, readFold, separateForkedRows, type CrdtLog, type CrdtOperation, type FoldTools } from './crdt-history';

/** A stand-in for the CRDT plugin's replay: `$set` operations applied row by row, in order. */
const tools: FoldTools = {
  replay(operations) {
    let doc: Record<string, unknown> = { _deleted: false };
    for (const row of operations) for (const operation of row) for (const part of operation.body) doc = { ...doc, ...((part.ifMatch as { $set: object }).$set ?? {}) };
    return { ...doc, crdts: 'not state' };
  },
  hash: (operations) => Promise.resolve(JSON.stringify(operations.map((row) => row.map((operation) => operation.creator)))),
};

const op = (creator: string, time: number, set: Record<string, unknown>): CrdtOperation => ({ creator, time, body: [{ ifMatch: { $set: set } }] });

/** A log of 8 rows by three devices: a, b, c, with rows a device shares with another. */
async function handMadeLog(): Promise<CrdtLog> {
  const operations = [
    [op('a', 10, { id: 'x', name: 'Visa', limit: 1 })],
    [op('a', 11, { name: 'Visa 2' }), op('b', 12, { limit: 2 })],
    [op('b', 13, { name: 'Visa 3' })],
    [op('a', 14, { limit: 3 }), op('c', 9, { note: 'c' })],
    [op('c', 15, { name: 'Visa 4' })],
    [op('a', 16, { limit: 4 })],
    [op('b', 17, { name: 'Visa 5' })],
    [op('c', 18, { limit: 5 })],
  ];
  return { operations, hash: await tools.hash(operations) };
}

const stateOf = (log: CrdtLog) => tools.replay(log.operations);

describe('foldHistory', () => {
  test('replaces the first k rows by one operation that sets their state, and keeps the rest as they were', async () => {
    const log = await handMadeLog();
    const folded = await foldHistory(log, 4, tools);
    expect(folded.operations).toHaveLength(1 + 4);
    expect(folded.operations.slice(1)).toEqual(log.operations.slice(4));
    expect(readFold(folded.operations)).toEqual({ rows: 4, through: { a: 3, b: 2, c: 3 } });
    expect(folded.operations[0]![0]!.time).toBe(14);
    expect(folded.operations[0]![0]!.body).toEqual([{ ifMatch: { $set: { _deleted: false, id: 'x', name: 'Visa 3', limit: 3, note: 'c' } } }]);
    expect(stateOf(folded)).toEqual(stateOf(log));
    expect(folded.hash).toBe(await tools.hash(folded.operations));
    expect(logicalLength(folded.operations)).toBe(8);
  });

  test('folding a folded log equals folding once, at every pair of k', async () => {
    const log = await handMadeLog();
    for (let first = 2; first <= 8; first++) {
      for (let second = first; second <= 8; second++) {
        const twice = await foldHistory(await foldHistory(log, first, tools), second, tools);
        expect(JSON.stringify(twice), `${first} then ${second}`).toBe(JSON.stringify(await foldHistory(log, second, tools)));
      }
    }
  });

  test('is deterministic: the same log and k give byte-identical logs, whatever order the through map was built in', async () => {
    const log = await handMadeLog();
    const copy = JSON.parse(JSON.stringify(log)) as CrdtLog;
    expect(JSON.stringify(await foldHistory(copy, 6, tools))).toBe(JSON.stringify(await foldHistory(log, 6, tools)));
    // Creators appear in other orders in other logs: the creator string sorts them.
    const creator = (await foldHistory(log, 6, tools)).operations[0]![0]!.creator;
    expect(creator).toBe('paydown-history|{"rows":6,"through":{"a":5,"b":2,"c":4}}');
  });

  test('does nothing when k is not beyond the present fold, and clamps k to the end of the log', async () => {
    const log = await handMadeLog();
    expect(await foldHistory(log, 1, tools)).toBe(log);
    const folded = await foldHistory(log, 5, tools);
    expect(await foldHistory(folded, 5, tools)).toBe(folded);
    expect(await foldHistory(folded, 3, tools)).toBe(folded);
    const all = await foldHistory(log, 100, tools);
    expect(all.operations).toHaveLength(1);
    expect(readFold(all.operations).rows).toBe(8);
  });
});

describe('alignToFold', () => {
  test('drops the operations the fold contains, returns the late ones in order, and moves the rows after the fold into its frame', async () => {
    const server = await handMadeLog();
    // Device c, offline since row 3, wrote rows 4 and 5 of its own; the server meanwhile got rows
    // 4..7 from others (its row 4 by c is an earlier push, so c's copy has the same operation).
    const device = [
      ...server.operations.slice(0, 5),
      [op('c', 20, { note: 'offline 1' })],
      [op('c', 21, { note: 'offline 2' })],
    ];
    const folded = await foldHistory(server, 6, tools);
    const aligned = alignToFold(device, folded.operations[0]!);
    // Rows 0..4 of c's copy are all covered (c is through row 4), c's row 5 is not: late. Its row 6,
    // after the fold, goes along: c's own edits keep their order.
    expect(aligned.late).toEqual([[op('c', 20, { note: 'offline 1' })], [op('c', 21, { note: 'offline 2' })]]);
    expect(aligned.operations).toEqual([folded.operations[0], []]);
  });

  test('aligns a log folded at fewer rows: its own fold is inside the newer one', async () => {
    const log = await handMadeLog();
    const early = await foldHistory(log, 3, tools);
    const later = await foldHistory(log, 5, tools);
    const aligned = alignToFold(early.operations, later.operations[0]!);
    expect(aligned.late).toEqual([]);
    expect(aligned.operations).toEqual(later.operations);
  });

  test('an operation is late exactly when its row is above the fold’s through for its creator', async () => {
    const log = await handMadeLog();
    const folded = await foldHistory(log, 5, tools); // through: a 3, b 2, c 4
    const device = [[], [], [op('a', 30, { x: 1 })], [op('a', 14, { limit: 3 }), op('b', 31, { y: 1 })], [op('a', 32, { z: 1 })], [op('d', 33, { w: 1 }), op('a', 34, { v: 1 })]];
    const aligned = alignToFold(device, folded.operations[0]!);
    expect(aligned.late).toEqual([[op('b', 31, { y: 1 })], [op('a', 32, { z: 1 })], [op('a', 34, { v: 1 })]]);
    expect(aligned.operations).toEqual([folded.operations[0], [op('d', 33, { w: 1 })]]);
  });

  test('refuses to align a log to a fold that is not ahead of its own', async () => {
    const log = await handMadeLog();
    const folded = await foldHistory(log, 5, tools);
    expect(() => alignToFold(folded.operations, folded.operations[0]!)).toThrow(/cannot be aligned/);
  });
});

describe('a malformed fold row', () => {
  const malformed = [
    [{ creator: 'paydown-history|{rows:3', time: 5, body: [{ ifMatch: { $set: { name: 'Visa' } } }] }],
    [{ creator: 'paydown-history|{"rows":"3","through":{}}', time: 5, body: [{ ifMatch: { $set: { name: 'Visa' } } }] }],
    [{ creator: 'paydown-history|{"rows":3,"through":{"a":7}}', time: 5, body: [{ ifMatch: { $set: { name: 'Visa' } } }] }],
  ];
  test.each(malformed.map((row) => [row[0]!.creator, row]))('%s reads as not a fold, without throwing, and is named as a problem', (_creator, row) => {
    const operations = [row, [op('a', 6, { limit: 1 })]];
    expect(readFold(operations)).toEqual({ rows: 0, through: {} });
    expect(logicalLength(operations)).toBe(2);
    expect(foldProblem(operations)).toMatch(/^log row 0: the history fold is malformed/);
  });

  test('a well-formed fold, and a log without one, have no problem', async () => {
    const log = await handMadeLog();
    expect(foldProblem(log.operations)).toBeUndefined();
    expect(foldProblem((await foldHistory(log, 4, tools)).operations)).toBeUndefined();
  });
});

describe('separateForkedRows', () => {
  const created = [op('a', 10, { id: 'x', amount: 5 })];
  const deleted = op('a', 11, { _deleted: true });
  const edited = op('a', 12, { amount: 7 });

  test('a creator holding different operations at one row: the later one and what follows it on that copy move to the end, in order', () => {
    const server = [created, [deleted], [op('b', 13, { note: 'b' })]];
    const device = [created, [edited], [op('a', 14, { amount: 8 })]];
    const forks = separateForkedRows(device, server);
    expect(forks.a).toEqual([created, [], []]);
    expect(forks.b).toEqual(server);
    expect(forks.forked).toEqual([[edited], [op('a', 14, { amount: 8 })]]);
    expect(forks.fromA).toEqual([true, true]);
    // Merged and replayed, the delete stays in its place and the later edits come after it.
    expect(tools.replay([...server, ...forks.forked])).toMatchObject({ _deleted: true, amount: 8, note: 'b' });
  });

  test('gives the same forked rows whichever copy comes first', () => {
    const server = [created, [deleted]];
    const device = [created, [edited]];
    const [one, other] = [separateForkedRows(device, server), separateForkedRows(server, device)];
    expect(other.forked).toEqual(one.forked);
    expect(other.a).toEqual(one.b);
    expect(other.b).toEqual(one.a);
    expect(other.fromA).toEqual([false]);
  });

  test('copies that agree row by row, or differ only in other creators, have nothing forked', () => {
    const shared = [created, [deleted]];
    expect(separateForkedRows(shared, [...shared, [op('b', 13, { note: 'b' })]]).forked).toEqual([]);
    expect(separateForkedRows([created, [op('b', 13, { note: 'b' })]], [created, [op('c', 14, { note: 'c' })]]).forked).toEqual([]);
  });

  test('an operation the other copy holds at another row is not appended twice', () => {
    const server = [created, [deleted], [edited]];
    const device = [created, [edited]];
    const forks = separateForkedRows(device, server);
    expect(forks.a).toEqual([created, []]);
    expect(forks.forked).toEqual([]);
  });
});
