import { afterEach, describe, expect, test } from 'vitest';
import type { CrdtLog, CrdtOperation } from '@schemas/crdt-history';
import { foldDocument, foldTools } from '../../../../server/src/sync/history-fold';
import { createDebt } from '../debts/create-debt';
import { updateDebt } from '../debts/update-debt';
import { closeTestDatabases, openTestDatabase } from '../test-support/test-database';
import { visa } from '../test-support/test-debt';
import { dismissLateEdits, lateEdits } from './late-edits';

type Doc = Record<string, unknown> & { id: string; crdts: CrdtLog };

afterEach(async () => {
  dismissLateEdits();
  await closeTestDatabases();
});

const phone = (time: number, set: Record<string, unknown>): CrdtOperation => ({ creator: 'phone', time, body: [{ ifMatch: { $set: set } }] });

/** The document a server holds after appending rows of other devices to `doc`'s log: its fields are the replay. */
async function withRows(doc: Doc, rows: CrdtOperation[][]): Promise<Doc> {
  const operations = [...doc.crdts.operations, ...rows];
  const tools = foldTools('debts');
  return { ...tools.replay(operations), crdts: { operations, hash: await tools.hash(operations) } } as Doc;
}

describe('the history merge plugin', () => {
  test('merges a device behind a fold: operations the fold holds are dropped, its late edit is appended at the end and reported', async () => {
    const db = await openTestDatabase(['debts', 'payments']);
    const ctx = { db, uid: 'user-1' };
    const created = await createDebt(ctx, visa());
    if (!created.success) throw new Error(created.error);
    const id = created.data.id;
    const read = async () => ({ ...(await db.debts.findOne(id).exec())!.toJSON(), _deleted: false }) as unknown as Doc;
    await updateDebt(ctx, id, { name: 'Visa A' });
    await updateDebt(ctx, id, { name: 'Visa B' });
    const pushed = await read(); // rows 0..2, all this device's: the server has them

    // Offline: row 3 (the fold will not contain it: late) and row 4 (after the fold, but after the
    // late one on this device, so it goes along: this device's edits keep their order).
    await updateDebt(ctx, id, { interestRate: 5 });
    await updateDebt(ctx, id, { minimumPayment: 40 });
    const onDevice = await read();
    const [late, after] = [onDevice.crdts.operations[3]!, onDevice.crdts.operations[4]!];

    // Meanwhile the phone wrote rows 3 and 4 on the server, which then folded rows 0..3.
    const server = await withRows(pushed, [[phone(5, { name: 'Phone name' })], [phone(6, { notes: 'from the phone' })]]);
    const folded = (await foldDocument('debts', server as never, 4)) as unknown as Doc;

    const merged = (await db.debts.conflictHandler.resolve({ newDocumentState: onDevice as never, realMasterState: folded as never, assumedMasterState: pushed as never }, 'test')) as unknown as Doc;

    expect(merged.crdts.operations).toEqual([...folded.crdts.operations, late, after]);
    expect(merged).toMatchObject({ name: 'Phone name', notes: 'from the phone', interestRate: 5, minimumPayment: 40 });
    expect(lateEdits()).toEqual([{ collection: 'debts', documentId: id, madeAt: [...late, ...after].map((operation) => operation.time) }]);
  });

  test('copies folded alike merge as the CRDT plugin merges them, and report nothing', async () => {
    const db = await openTestDatabase(['debts', 'payments']);
    const ctx = { db, uid: 'user-1' };
    const created = await createDebt(ctx, visa());
    if (!created.success) throw new Error(created.error);
    const doc = { ...(await db.debts.findOne(created.data.id).exec())!.toJSON(), _deleted: false } as unknown as Doc;
    const server = await withRows(doc, [[phone(5, { name: 'Phone name' })]]);
    const merged = (await db.debts.conflictHandler.resolve({ newDocumentState: doc as never, realMasterState: server as never }, 'test')) as unknown as Doc;
    expect(merged.crdts).toEqual(server.crdts);
    expect(lateEdits()).toEqual([]);
  });

  test('a device that wrote again at the row of its own pushed delete (its copy had gone back) keeps both: the delete, then its edit, and says so', async () => {
    const db = await openTestDatabase(['debts', 'payments']);
    const ctx = { db, uid: 'user-1' };
    const created = await createDebt(ctx, visa());
    if (!created.success) throw new Error(created.error);
    const doc = { ...(await db.debts.findOne(created.data.id).exec())!.toJSON(), _deleted: false } as unknown as Doc;
    const { creator, time } = doc.crdts.operations[0]![0]!;
    const own = (at: number, set: Record<string, unknown>): CrdtOperation => ({ creator, time: at, body: [{ ifMatch: { $set: set } }] });
    const server = await withRows(doc, [[own(time + 1, { _deleted: true })]]);
    const onDevice = await withRows(doc, [[own(time + 2, { notes: 'edited after' })]]);

    const merged = (await db.debts.conflictHandler.resolve({ newDocumentState: onDevice as never, realMasterState: server as never, assumedMasterState: doc as never }, 'test')) as unknown as Doc;

    expect(merged.crdts.operations).toEqual([...server.crdts.operations, onDevice.crdts.operations[1]]);
    expect(merged).toMatchObject({ _deleted: true, notes: 'edited after' });
    expect(merged.crdts.hash).not.toBe(onDevice.crdts.hash);
    expect(lateEdits()).toEqual([{ collection: 'debts', documentId: doc.id, madeAt: [time + 2] }]);
  });
});
