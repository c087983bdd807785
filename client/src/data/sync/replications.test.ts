import { Subject, firstValueFrom, merge } from 'rxjs';
import type { RxCollection } from 'rxdb';
import { afterEach, expect, test, vi } from 'vitest';
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';
import { startUp } from '@/start-up/start-up';
import type { ChangeEvent, PushRow } from '../../../../server/src/storage/sync-store';
import { catchUp } from '../bulk-writes';
import { insertDocuments } from '../crdt-writes';
import { createDebt } from '../debts/create-debt';
import { deletePayment } from '../payments/delete-payment';
import { editPayment } from '../payments/edit-payment';
import { getPayments } from '../payments/get-payments';
import { recordPayment } from '../payments/record-payment';
import type { ChangeNotice } from './pull-stream';
import { RECHECK_BATCH, recheckLocalWrites } from './recheck-local-writes';
import { replicateCollection, type CollectionReplication } from './replications';
import type { PulledDocument } from './stream-routing';
import { checkpointStored } from './stored-checkpoint';
import { TestSyncServer } from './test-support/replicating-device';
import { openSimulatedDevice, type SimulatedDevice } from './test-support/simulated-device';

const UID = 'user-own-push';
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

/**
 * One device replicating its payments with the real server store through `replicateCollection`,
 * with the stream's notices held back until the test delivers them (or never).
 */
async function deviceWithHeldNotices() {
  const server = new TestSyncServer(UID);
  const device: SimulatedDevice = await openSimulatedDevice('phone', UID);
  const held: Array<ChangeNotice<PulledDocument> & object> = [];
  server.store.onChange((change: ChangeEvent) => {
    if (change.collection !== 'payments' || !change.documents || change.previousSeq === undefined) return;
    held.push({ documents: overTheWire(change.documents) as PulledDocument[], previousSeq: change.previousSeq, seq: change.seq });
  });
  const notices$ = new Subject<ChangeNotice<PulledDocument>>();
  const pulls$ = new Subject<void>();
  const replication: CollectionReplication = replicateCollection({
    collection: device.db.payments as unknown as RxCollection,
    identifier: 'own-push-payments',
    pull: async (checkpoint, batchSize) => {
      pulls$.next();
      return overTheWire(await server.store.pull(UID, 'payments', checkpoint?.seq ?? 0, batchSize)) as never;
    },
    push: async (rows) => overTheWire((await server.store.push(UID, 'payments', overTheWire(rows) as PushRow[])).conflicts) as PulledDocument[],
    notices$,
    waitForLeadership: false,
    retryTime: 20,
  });
  cleanUp.push(
    () => server.close(),
    () => device.db.close(),
    () => replication.cancel(),
  );
  await replication.start();
  await replication.awaitInSync();
  /** Delivers a notice and waits until the replication has acted on it (applied it, or pulled). */
  const deliver = async (notice: ChangeNotice<PulledDocument>) => {
    const handled = firstValueFrom(merge(replication.received$, pulls$));
    notices$.next(notice);
    await handled;
    await replication.awaitInSync();
  };
  /** Pulls from the checkpoint, as when the stream reopens, and waits for it to end. */
  const pullAgain = async () => {
    const pulled = firstValueFrom(pulls$);
    replication.reSync();
    await pulled;
    await replication.awaitInSync();
  };
  return { server, device, replication, held, deliver, pullAgain };
}

test('a late notice of its own earlier push does not bring back a payment the device deleted since, and a later edit is not lost', async () => {
  const { server, device, replication, held, deliver, pullAgain } = await deviceWithHeldNotices();
  const debt = await createDebt(device.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
  if (!debt.success) throw new Error(debt.error);
  const recorded = await recordPayment(device.ctx, { debtId: debt.data.id, amount: 201.21, date: '2026-02-01' });
  if (!recorded.success) throw new Error(recorded.error);
  const id = recorded.data.id;
  await replication.awaitInSync();
  // A pull (the stream reopened) brings the device right behind its first push.
  held.splice(0);
  await pullAgain();

  expect(await editPayment(device.ctx, id, { amount: 180.96 })).toMatchObject({ success: true });
  await replication.awaitInSync();
  const [editNotice] = held.splice(0); // late: it arrives after the deletion below was pushed
  expect(await deletePayment(device.ctx, id)).toMatchObject({ success: true });
  await replication.awaitInSync();
  held.splice(0); // the deletion's own notice is lost
  expect(await server.live('payments')).toEqual([]);

  await deliver(editNotice!);
  // The edit's notice holds an older state than the device's own deletion: it must not come back.
  expect(await getPayments(device.ctx)).toEqual([]);

  // Had it come back, an edit of it would merge with the deletion into a log that looks the same
  // as the server's (one operation of this device in each place), and it would never be pushed.
  await editPayment(device.ctx, id, { amount: 589.88, notes: 'b' });
  await replication.awaitInSync();
  await pullAgain();
  const shown = (await getPayments(device.ctx)).map((payment) => payment.id);
  const onServer = (await server.live('payments')).map((payment) => payment.id);
  expect(shown).toEqual(onServer);
});

// The guarantee itself (a write hidden by a clock that was ahead is still pushed) is clock-skew.test.ts's.
test('the start-up re-check of local writes compares a batch per task, and sends nothing when all are in step', async () => {
  const { server, device, replication } = await deviceWithHeldNotices();
  const debt = await createDebt(device.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
  if (!debt.success) throw new Error(debt.error);
  const count = RECHECK_BATCH * 2 + 7;
  for (let i = 0; i < count; i++) {
    const recorded = await recordPayment(device.ctx, { debtId: debt.data.id, amount: 1, date: '2026-02-01', notes: String(i) });
    if (!recorded.success) throw new Error(recorded.error);
  }
  await replication.awaitInSync();
  expect(await server.store.pull(UID, 'payments', 0, 1000)).toMatchObject({ documents: { length: count } });

  const pushes = vi.spyOn(server.store, 'push');
  const stages = vi.spyOn(startUp, 'stage');
  const reSync = vi.spyOn(replication, 'reSync');
  await recheckLocalWrites(replication as never);
  // Every document read, in tasks of at most RECHECK_BATCH, and the last (empty) read.
  expect(stages).toHaveBeenCalledTimes(Math.ceil(count / RECHECK_BATCH) + 1);
  // All in step with the server: RxDB's upstream does not read everything again, nothing is pushed.
  expect(reSync).not.toHaveBeenCalled();
  await replication.awaitInSync();
  expect(pushes).not.toHaveBeenCalled();
});

test('a new device stores a large catch-up in writes of one slice each, ends with every document and the last checkpoint, also when a pull fails between pages', async () => {
  const server = new TestSyncServer(UID);
  const [laptop, phone] = [await openSimulatedDevice('laptop', UID), await openSimulatedDevice('phone', UID)];
  cleanUp.push(
    () => server.close(),
    () => laptop.db.close(),
    () => phone.db.close(),
  );
  // 1,000 payments on the server, pushed by another device.
  const debt = await createDebt(laptop.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
  if (!debt.success) throw new Error(debt.error);
  const recorded = await recordPayment(laptop.ctx, { debtId: debt.data.id, amount: 1, date: '2026-02-01' });
  if (!recorded.success) throw new Error(recorded.error);
  const template = (await laptop.db.payments.findOne(recorded.data.id).exec())!.toMutableJSON() as Record<string, unknown>;
  delete template.crdts;
  await insertDocuments(laptop.db.payments as unknown as RxCollection<Record<string, unknown>>, Array.from({ length: 999 }, (_, i) => ({ ...template, id: `${String(template.id)}-${i}` })));
  const pushed = (await laptop.db.payments.find().exec()).map((doc) => {
    const { _meta, _rev, _attachments, ...newDocumentState } = doc.toJSON(true) as Record<string, unknown>;
    return { newDocumentState };
  });
  for (let i = 0; i < pushed.length; i += 200) await server.store.push(UID, 'payments', overTheWire(pushed.slice(i, i + 200)) as PushRow[]);
  const { checkpoint: last } = await server.store.pull(UID, 'payments', 0, 2000);

  const written: number[] = [];
  const watching = phone.db.payments.storageInstance.changeStream().subscribe((bulk) => written.push(bulk.events.length));
  cleanUp.push(async () => watching.unsubscribe());
  // The screens say a catch-up is under way (app/layout/catch-up-notice.tsx) for as long as it is.
  const catchingUp: boolean[] = [];
  const stopWatchingCatchUp = catchUp.subscribe(() => catchingUp.push(catchUp.underWay()));
  cleanUp.push(async () => stopWatchingCatchUp());
  let pulls = 0;
  const replication = replicateCollection({
    collection: phone.db.payments as unknown as RxCollection,
    identifier: 'catch-up-payments',
    pull: async (checkpoint, limit) => {
      // The connection drops once after the first page (200), while the second (800) is being handed over.
      if (++pulls === 3) throw new Error('offline');
      return overTheWire(await server.store.pull(UID, 'payments', checkpoint?.seq ?? 0, limit)) as never;
    },
    push: async () => [],
    notices$: new Subject<ChangeNotice<PulledDocument>>(),
    waitForLeadership: false,
    retryTime: 20,
  });
  cleanUp.push(() => replication.cancel());
  await replication.start();
  await replication.awaitInSync();
  await checkpointStored(replication, last.seq);

  expect(await phone.db.payments.count().exec()).toBe(1000);
  expect(pulls).toBeGreaterThan(3);
  // RxDB would join the slices waiting to be written into one write; each waited for the one before.
  expect(Math.max(...written)).toBeLessThanOrEqual(200);
  expect(written.reduce((sum, count) => sum + count, 0)).toBe(1000);
  expect(catchingUp).toContain(true);
  await vi.waitFor(() => expect(catchUp.underWay()).toBe(false), SETTLE_WAIT);
});
