import type { RxCollection } from 'rxdb';
import { NEVER } from 'rxjs';
import { afterEach, expect, test, vi } from 'vitest';
import { startUp } from '@/start-up/start-up';
import type { PushRow } from '../../../../server/src/storage/sync-store';
import { createDebt } from '../debts/create-debt';
import { recordPayment } from '../payments/record-payment';
import { RECHECK_BATCH, recheckLocalWrites } from './recheck-local-writes';
import { replicateCollection } from './replications';
import type { PulledDocument } from './stream-routing';
import { TestSyncServer } from './test-support/replicating-device';
import { openSimulatedDevice } from './test-support/simulated-device';

const UID = 'user-recheck';
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

// The guarantee itself (a write hidden by a clock that was ahead is still pushed) is clock-skew.test.ts's.
test('the re-check compares the local documents a batch per task, and sends nothing when all are in step', async () => {
  const server = new TestSyncServer(UID);
  const device = await openSimulatedDevice('phone', UID);
  const debt = await createDebt(device.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
  if (!debt.success) throw new Error(debt.error);
  const count = RECHECK_BATCH * 2 + 7;
  for (let i = 0; i < count; i++) {
    const recorded = await recordPayment(device.ctx, { debtId: debt.data.id, amount: 1, date: '2026-02-01', notes: String(i) });
    if (!recorded.success) throw new Error(recorded.error);
  }
  const pushes: number[] = [];
  const replication = replicateCollection({
    collection: device.db.payments as unknown as RxCollection,
    identifier: 'recheck-payments',
    pull: async (checkpoint, limit) => overTheWire(await server.store.pull(UID, 'payments', checkpoint?.seq ?? 0, limit)) as never,
    push: async (rows) => {
      pushes.push(rows.length);
      return overTheWire((await server.store.push(UID, 'payments', overTheWire(rows) as PushRow[])).conflicts) as PulledDocument[];
    },
    notices$: NEVER,
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
  expect(pushes.reduce((sum, rows) => sum + rows, 0)).toBe(count);
  pushes.splice(0);

  const stages = vi.spyOn(startUp, 'stage');
  const reSync = vi.spyOn(replication, 'reSync');
  await recheckLocalWrites(replication as never);
  // Every document read, in tasks of at most RECHECK_BATCH, and the last (empty) read.
  expect(stages).toHaveBeenCalledTimes(Math.ceil(count / RECHECK_BATCH) + 1);
  // All in step with the server: RxDB's upstream does not read everything again, nothing is pushed.
  expect(reSync).not.toHaveBeenCalled();
  await replication.awaitInSync();
  expect(pushes).toEqual([]);
});
