/**
 * Wall clocks never decide whether a write syncs, nor which of two edits wins (docs/sync.md,
 * "Clocks"). Devices replicate with the REAL server store through the app's replication code
 * (test-support/replicating-device.ts); their clocks are set with fake `Date` only, so RxDB's
 * timers run for real.
 */
import type { Strategy } from '@schemas/index';
import { setCheckpoint, type RxStorageInstanceReplicationState } from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDebt } from '../debts/create-debt';
import { updateDebt } from '../debts/update-debt';
import { deletePayment } from '../payments/delete-payment';
import { editPayment } from '../payments/edit-payment';
import { recordPayment } from '../payments/record-payment';
import { createStrategy } from '../strategies/create-strategy';
import { chooseStrategy } from '../strategies/choose-strategy';
import { currentStrategy } from '../strategies/current-strategy';
import { watchStrategy } from '../strategies/use-strategy';
import { openReplicatingDevice, TestSyncServer, type ReplicatingDevice } from './test-support/replicating-device';

const UID = 'user-clocks';
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
const REAL_START = Date.UTC(2026, 10, 25, 12);
const CARD = { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' } as const;

const opened: ReplicatingDevice[] = [];
const servers: TestSyncServer[] = [];
let databases = 0;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((device) => device.close().catch(() => undefined)));
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.useRealTimers();
});

function newServer(): TestSyncServer {
  const server = new TestSyncServer(UID);
  servers.push(server);
  return server;
}

async function open(server: TestSyncServer, name: string, databaseName: string, online: boolean): Promise<ReplicatingDevice> {
  const device = await openReplicatingDevice(server, { name, databaseName, online });
  opened.push(device);
  return device;
}

async function close(device: ReplicatingDevice): Promise<void> {
  opened.splice(opened.indexOf(device), 1);
  await device.close();
}

function ok<T>(result: { success: true; data: T } | { success: false; error: string }): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}

const amounts = (docs: Record<string, unknown>[]) => docs.map((doc) => doc.amount as number).sort((a, b) => a - b);

describe('a device clock that was ahead and is then corrected', () => {
  test('writes made after the correction still sync after an offline restart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REAL_START);
    const server = newServer();
    const databaseName = `clocks${++databases}`;

    // The device syncs a debt and a $7 payment.
    let device = await open(server, 'd', databaseName, true);
    const debt = ok(await createDebt(device.ctx, CARD));
    ok(await recordPayment(device.ctx, { debtId: debt.id, amount: 7, date: '2026-11-25' }));
    await device.inSync();
    expect(amounts(await server.live('payments'))).toEqual([7]);
    // Its clock was a year ahead then: RxDB remembers how far it pushed by that clock (the write
    // time of the last document pushed). RxDB's clock cannot go back within one process, so the
    // position such a page load leaves behind is set here as it would have stored it.
    for (const replication of Object.values(device.replications)) {
      await setCheckpoint(replication.internalReplicationState as RxStorageInstanceReplicationState<unknown>, 'up', { id: '', lwt: Date.now() + YEAR });
    }
    await close(device);

    // The clock is right again. Offline, the device records $8 and the page goes away.
    device = await open(server, 'd', databaseName, false);
    ok(await recordPayment(device.ctx, { debtId: debt.id, amount: 8, date: '2026-11-25' }));
    await close(device);

    // It starts again offline, then comes online: the $8 payment reaches the server.
    device = await open(server, 'd', databaseName, false);
    device.setOnline(true);
    await vi.waitFor(async () => expect(amounts(await server.live('payments'))).toEqual([7, 8]), { timeout: 10_000, interval: 20 });
    expect(server.errors).toEqual([]);
  });
});

/** How the phone's clock differs from the true time: before the offline edits, and from then on. */
const CLOCKS = {
  'right all along': [0, 0],
  'a day ahead': [DAY, DAY],
  'jumps a day forward': [0, DAY],
  'a day ahead, then corrected (jumps back)': [DAY, 0],
} as const;

describe.each(Object.entries(CLOCKS))('a phone whose clock is %s', (_label, [before, after]) => {
  test('every write syncs, a conflict resolves as with right clocks, and the later edit is the later one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let trueTime = REAL_START;
    let phoneOffset: number = before;
    /** Runs one step on a device: true time moves on a minute, and the device's clock shows its own time. */
    const on = async <T>(device: 'phone' | 'laptop', step: () => Promise<T>): Promise<T> => {
      trueTime += 60_000;
      vi.setSystemTime(trueTime + (device === 'phone' ? phoneOffset : 0));
      return step();
    };
    const server = newServer();
    const phone = await open(server, 'phone', `clocks${++databases}`, true);
    const laptop = await open(server, 'laptop', `clocks${++databases}`, true);
    const settled = async () => {
      await vi.waitFor(
        async () => {
          await Promise.all([phone.inSync(), laptop.inSync()]);
          const seen = await Promise.all([phone, laptop].map(async (device) => JSON.stringify(await heldBy(device))));
          expect(seen[0]).toBe(JSON.stringify(await heldBy(server)));
          expect(seen[1]).toBe(seen[0]);
        },
        { timeout: 10_000, interval: 20 },
      );
      return heldBy(server);
    };

    const debt = await on('phone', async () => ok(await createDebt(phone.ctx, CARD)));
    const hundred = await on('phone', async () => ok(await recordPayment(phone.ctx, { debtId: debt.id, amount: 100, date: '2026-11-25' })));
    await on('phone', async () => ok(await createStrategy(phone.ctx, { name: 'Phone plan', type: 'snowball', monthlyBudget: 500 })));
    await settled();

    // Both offline: the phone edits first, the laptop later (true time).
    phone.setOnline(false);
    laptop.setOnline(false);
    phoneOffset = after;
    await on('phone', async () => ok(await updateDebt(phone.ctx, debt.id, { name: 'Visa (phone)' })));
    await on('phone', async () => ok(await recordPayment(phone.ctx, { debtId: debt.id, amount: 20, date: '2026-11-25' })));
    await on('phone', async () => ok(await editPayment(phone.ctx, hundred.id, { amount: 150 })));
    await on('laptop', async () => ok(await updateDebt(laptop.ctx, debt.id, { name: 'Visa (laptop)' })));
    await on('laptop', async () => ok(await deletePayment(laptop.ctx, hundred.id)));
    phone.setOnline(true);
    laptop.setOnline(true);
    const merged = await settled();

    // Every write synced: the $20 payment is there, the $100 one deleted (a delete beats an edit).
    expect(merged.payments).toEqual([20]);
    // Two concurrent edits of one field: the CRDT orders them by their creator (each database's
    // storage token), never by time, so the same edit wins whatever the clocks say.
    const phoneWins = (await phone.db.storageToken) > (await laptop.db.storageToken);
    expect(merged.debtName).toBe(phoneWins ? 'Visa (phone)' : 'Visa (laptop)');

    // Then the laptop, having seen all that, edits again: its edits are the later ones everywhere.
    await on('laptop', async () => ok(await updateDebt(laptop.ctx, debt.id, { name: 'Visa card' })));
    const laptopPlan = await on('laptop', async () => ok(await createStrategy(laptop.ctx, { name: 'Laptop plan', type: 'avalanche', monthlyBudget: 600 })));
    await on('laptop', async () => ok(await chooseStrategy(laptop.ctx, laptopPlan.id)));
    const later = await settled();
    expect(later.debtName).toBe('Visa card');
    expect(later.currentStrategy).toBe('Laptop plan');
    expect(server.errors).toEqual([]);
  });
});

/** What a device (or the server) holds: the debt's name, the live payments' amounts, the current strategy. */
async function heldBy(holder: ReplicatingDevice | TestSyncServer) {
  if (holder instanceof TestSyncServer) {
    const [debts, payments, strategies] = await Promise.all([holder.live('debts'), holder.live('payments'), holder.live('strategies')]);
    return { debtName: debts[0]?.name, payments: amounts(payments), currentStrategy: currentStrategy(strategies as unknown as Strategy[])?.name };
  }
  const [debts, payments, strategy] = await Promise.all([holder.db.debts.find().exec(), holder.db.payments.find().exec(), firstValueFrom(watchStrategy(holder.db, holder.ctx.uid))]);
  return { debtName: debts[0]?.name, payments: amounts(payments.map((doc) => doc.toJSON() as Record<string, unknown>)), currentStrategy: strategy?.name };
}
