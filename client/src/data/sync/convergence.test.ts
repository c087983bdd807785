/**
 * Convergence property test (docs/sync.md, "Merge rules"): 3–5 devices of one user edit debts and
 * payments through the repositories while a flaky network sits between them and the REAL server
 * store (SQLite in memory, with the server's ajv validation; test-support/faulty-sync-server.ts):
 * devices go offline, pushes are duplicated, answers of committed pushes are lost, old pushes
 * arrive again late, stream notifications are dropped or delayed. After everyone comes back online
 * and sync settles:
 *
 * 1. every device holds the same debts and payments (and the same CRDT logs);
 * 2. those equal the server's latest state;
 * 3. every balance is exactly its created balance plus the user's corrections (`$inc`s the
 *    repositories issued, each counted once) minus the payment effects it records;
 * 4. those effects are exactly the live payments of the debt, to the cent: every recorded payment
 *    is reflected once, including payments two devices changed or deleted concurrently (guarded
 *    operations, payments/payment-effects.ts, then reconcileAfterSync after sync, as the app's
 *    sync layer runs it);
 * 5. no live payment belongs to a deleted debt (a payment recorded on a device that had not yet
 *    heard of the deletion is deleted too).
 *
 * Runs: 30 (CONVERGENCE_RUNS=n for a longer soak, CONVERGENCE_STATS=1 prints what the runs covered,
 * CONVERGENCE_SEED/CONVERGENCE_PATH replay a reported failure, CONVERGENCE_NO_SHRINK=1 skips
 * shrinking). Prints nothing on success.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { createDebt } from '../debts/create-debt';
import { deleteDebt } from '../debts/delete-debt';
import { updateDebt } from '../debts/update-debt';
import type * as CrdtWrites from '../crdt-writes';
import type { DebtChanges } from '../debts/debt-input';
import { deletePayment } from '../payments/delete-payment';
import { editPayment } from '../payments/edit-payment';
import { paymentIdOfKey } from '../payments/payment-effects';
import { reconcileAfterSync } from '../payments/reconcile-after-sync';
import { recordPayment } from '../payments/record-payment';
import { BalanceLedger, toCents, type BalanceWriteKind } from './test-support/balance-ledger';
import { FaultySyncServer, NO_FAULTS, seededRandom, type FaultRates } from './test-support/faulty-sync-server';
import { holdings, openSimulatedDevice, plain, type SimulatedDevice } from './test-support/simulated-device';

const ledger = vi.hoisted(() => ({ current: null as BalanceLedger | null }));

// Every balance write of the app goes through crdt-writes.ts: record what it meant to do.
vi.mock('../crdt-writes', async (importOriginal) => {
  const actual = await importOriginal<typeof CrdtWrites>();
  return {
    ...actual,
    insertDocument: async (collection: Parameters<typeof actual.insertDocument>[0], data: unknown) => {
      const doc = await actual.insertDocument(collection, data);
      ledger.current?.recordInsert(collection.name, data);
      return doc;
    },
    updateDocument: async (doc: Parameters<typeof actual.updateDocument>[0], update: Parameters<typeof actual.updateDocument>[1]) => {
      const saved = await actual.updateDocument(doc, update);
      ledger.current?.recordUpdate(doc.collection.database.name, doc.collection.name, doc.primary, update);
      return saved;
    },
  };
});

const UID = 'user-convergence';
const RUNS = Number(process.env.CONVERGENCE_RUNS ?? 30);
/** fast-check stops (and reports the smallest failing case found so far) after this long. */
const TIME_LIMIT_MS = Math.max(120_000, RUNS * 4_000);

/** What the runs covered; printed only with CONVERGENCE_STATS=1 (the test prints nothing otherwise). */
const stats: Record<string, number> = {};
const count = (key: string, by = 1) => void (stats[key] = (stats[key] ?? 0) + by);
const NAMES = ['Visa', 'Car loan', 'Student loan', 'Store card'] as const;

type Step =
  | { kind: 'createDebt'; device: number; balance: number; name: string }
  | { kind: 'updateDebt'; device: number; pick: number; changes: { name?: string; interestRate?: number; minimumPayment?: number; notes?: string | null; balance?: number } }
  | { kind: 'recordPayment'; device: number; pick: number; amount: number }
  | { kind: 'editPayment'; device: number; pick: number; amount?: number; moveTo?: number; notes?: string }
  | { kind: 'deletePayment'; device: number; pick: number }
  | { kind: 'deleteDebt'; device: number; pick: number }
  | { kind: 'offline' | 'online'; device: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'replayStalePush'; pick: number };

interface Scenario {
  devices: number;
  seed: number;
  pushBatchSize: number;
  pullBatchSize: number;
  faults: FaultRates;
  steps: Step[];
}

const device = fc.nat({ max: 4 });
const cents = (min: number, max: number) => fc.integer({ min, max });
const pick = fc.nat({ max: 1000 });
/** A probability in whole percent (fast-check's doubles cluster at the edges). */
const probability = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent }).map((p) => p / 100);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('createDebt' as const), device, balance: cents(0, 500_000), name: fc.constantFrom(...NAMES) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('updateDebt' as const),
      device,
      pick,
      changes: fc.record(
        {
          name: fc.constantFrom(...NAMES),
          interestRate: fc.constantFrom(0, 4.5, 19.99, 29.9),
          minimumPayment: cents(0, 20_000),
          notes: fc.constantFrom('first', 'second', null),
          balance: cents(0, 500_000),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('recordPayment' as const), device, pick, amount: cents(1, 60_000) }) },
  {
    weight: 3,
    arbitrary: fc.record(
      { kind: fc.constant('editPayment' as const), device, pick, amount: cents(1, 60_000), moveTo: pick, notes: fc.constantFrom('a', 'b') },
      { requiredKeys: ['kind', 'device', 'pick'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), device, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteDebt' as const), device, pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replayStalePush' as const), pick }) },
);

const scenario: fc.Arbitrary<Scenario> = fc.record({
  devices: fc.integer({ min: 3, max: 5 }),
  seed: fc.nat(),
  pushBatchSize: fc.integer({ min: 1, max: 4 }),
  pullBatchSize: fc.integer({ min: 1, max: 5 }),
  faults: fc.record({
    duplicatePush: probability(30),
    lostPushAnswer: probability(30),
    lostPullAnswer: probability(20),
    dropNotification: probability(50),
    delayNotification: probability(50),
    maxNotificationDelayMs: fc.integer({ min: 1, max: 60 }),
  }),
  steps: fc.array(step, { minLength: 10, maxLength: 25 }),
});

class Simulation {
  readonly devices: SimulatedDevice[] = [];
  server!: FaultySyncServer;
  readonly ledger = new BalanceLedger();

  async open(s: Scenario): Promise<void> {
    this.server = new FaultySyncServer({
      uid: UID,
      random: seededRandom(s.seed),
      faults: NO_FAULTS,
      retryTime: 20,
      pushBatchSize: s.pushBatchSize,
      pullBatchSize: s.pullBatchSize,
    });
    for (let i = 0; i < s.devices; i++) {
      const d = await openSimulatedDevice(`d${i}`, UID);
      this.devices.push(d);
      this.server.replicate(d.name, d.db.debts);
      this.server.replicate(d.name, d.db.payments);
    }
  }

  async close(): Promise<void> {
    await this.server?.close();
    await Promise.all(this.devices.map((d) => d.db.remove().catch(() => d.db.close())));
  }

  private async pickDebt(d: SimulatedDevice, n: number) {
    const debts = await d.db.debts.find({ sort: [{ id: 'asc' }] }).exec();
    return debts.length === 0 ? null : debts[n % debts.length]!;
  }

  private async pickPayment(d: SimulatedDevice, n: number) {
    const payments = await d.db.payments.find({ sort: [{ id: 'asc' }] }).exec();
    return payments.length === 0 ? null : payments[n % payments.length]!;
  }

  /** Runs a repository call as `kind` (the ledger tells corrections from payment writes). */
  private async act(d: SimulatedDevice, kind: BalanceWriteKind, label: string, work: () => Promise<{ success: boolean }>): Promise<void> {
    this.ledger.acting.set(d.db.name, kind);
    try {
      const result = await work();
      count(`${label} ${result.success ? 'ok' : 'failed'}`);
    } finally {
      this.ledger.acting.delete(d.db.name);
    }
  }

  async run(stepToRun: Step, s: Scenario): Promise<void> {
    if (stepToRun.kind === 'wait') return void (await new Promise((resolve) => setTimeout(resolve, stepToRun.ms)));
    if (stepToRun.kind === 'replayStalePush') return this.server.replayStalePush(stepToRun.pick);
    const d = this.devices[stepToRun.device % s.devices]!;
    switch (stepToRun.kind) {
      case 'offline':
      case 'online':
        return this.server.setOnline(d.name, stepToRun.kind === 'online');
      case 'createDebt':
        count('createDebt');
        await createDebt(d.ctx, {
          name: stepToRun.name,
          type: 'credit_card',
          balance: stepToRun.balance / 100,
          interestRate: 19.99,
          minimumPayment: 25,
          paymentFrequency: 'monthly',
        });
        return;
      case 'updateDebt': {
        const debt = await this.pickDebt(d, stepToRun.pick);
        if (!debt) return;
        const { balance, ...rest } = stepToRun.changes;
        const changes: DebtChanges = { ...rest, ...(balance === undefined ? {} : { balance: balance / 100 }) };
        return this.act(d, 'correction', 'updateDebt', () => updateDebt(d.ctx, debt.primary, changes));
      }
      case 'recordPayment': {
        const debt = await this.pickDebt(d, stepToRun.pick);
        if (!debt) return;
        // A payment larger than the balance is kept as a credit, as the person may confirm: balances
        // below zero are what merges of two devices' payments produce anyway.
        const payment = { debtId: debt.primary, amount: stepToRun.amount / 100, date: '2026-02-01' };
        return this.act(d, 'payment', 'recordPayment', () => recordPayment(d.ctx, payment, CREDIT_CONFIRMED));
      }
      case 'editPayment': {
        const payment = await this.pickPayment(d, stepToRun.pick);
        if (!payment) return;
        const target = stepToRun.moveTo === undefined ? null : await this.pickDebt(d, stepToRun.moveTo);
        return this.act(d, 'payment', 'editPayment', () =>
          editPayment(d.ctx, payment.primary, {
            ...(stepToRun.amount === undefined ? {} : { amount: stepToRun.amount / 100 }),
            ...(target ? { debtId: target.primary } : {}),
            ...(stepToRun.notes === undefined ? {} : { notes: stepToRun.notes }),
          }, CREDIT_CONFIRMED),
        );
      }
      case 'deletePayment': {
        const payment = await this.pickPayment(d, stepToRun.pick);
        if (!payment) return;
        return this.act(d, 'payment', 'deletePayment', () => deletePayment(d.ctx, payment.primary));
      }
      case 'deleteDebt': {
        const debt = await this.pickDebt(d, stepToRun.pick);
        if (!debt) return;
        return this.act(d, 'payment', 'deleteDebt', () => deleteDebt(d.ctx, debt.primary));
      }
    }
  }

}

const CREDIT_CONFIRMED = { allowCredit: true };

async function checkConverged(sim: Simulation): Promise<void> {
  const [first, ...others] = await Promise.all(sim.devices.map(holdings));
  for (const [index, other] of others.entries()) {
    expect(other!.plain, `device d${index + 1} differs from d0`).toEqual(first!.plain);
    expect(other!.crdts, `device d${index + 1} has other CRDT logs than d0`).toEqual(first!.crdts);
  }

  const serverDebts = (await sim.server.everything('debts')) as Array<Record<string, unknown>>;
  const serverPayments = (await sim.server.everything('payments')) as Array<Record<string, unknown>>;
  const live = (docs: Array<Record<string, unknown>>) => docs.filter((doc) => doc._deleted !== true).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => (String(a.id) < String(b.id) ? -1 : 1);
  expect(first!.plain, 'devices differ from the server').toEqual({
    debts: live(serverDebts).map(plain).sort(byId),
    payments: live(serverPayments).map(plain).sort(byId),
  });
  expect(first!.crdts, 'device CRDT logs differ from the server').toEqual(
    Object.fromEntries([...live(serverDebts), ...live(serverPayments)].map((doc) => [doc.id, doc.crdts])),
  );

  count('debts checked', first!.plain.debts.length);
  const payments = first!.plain.payments as Array<{ id: string; debtId: string; amount: number }>;
  const liveDebtIds = new Set((first!.plain.debts as Array<{ id: string }>).map((debt) => debt.id));
  expect(payments.filter((p) => !liveDebtIds.has(p.debtId)), 'payments of deleted debts').toEqual([]);
  for (const debt of first!.plain.debts as Array<{ id: string; balance: number; paymentEffects?: Record<string, number> }>) {
    const effects = Object.entries(debt.paymentEffects ?? {}).map(([key, amount]) => [paymentIdOfKey(key), toCents(amount)] as const);
    const reflected = effects.reduce((sum, [, amount]) => sum + amount, 0);
    const actual = toCents(debt.balance);
    expect(actual, `balance of ${debt.id} vs created + corrections − effects`).toBe(sim.ledger.expectedCents(debt.id) - reflected);
    const own = payments.filter((p) => p.debtId === debt.id).map((p) => [p.id, toCents(p.amount)] as const);
    expect(new Map(effects), `payments reflected in ${debt.id}`).toEqual(new Map(own));
  }

  for (const d of sim.devices) {
    // Expected refusals: the document was deleted meanwhile, or a payment's debt has not synced yet.
    const unexpected = d.loggedErrors.filter((message) => !/not found|has not reached this device yet/.test(message));
    expect(unexpected, `repository errors on ${d.name}`).toEqual([]);
  }
}

afterAll(() => {
  if (process.env.CONVERGENCE_STATS) console.log(JSON.stringify(stats, null, 1));
});

describe('sync convergence with the real server store', () => {
  test('devices that edit while offline, over a lossy network, end up identical to each other and the server', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const sim = new Simulation();
        ledger.current = sim.ledger;
        try {
          await sim.open(s);
          // A shared starting point: one debt every device has seen.
          const seedDevice = sim.devices[0]!;
          await createDebt(seedDevice.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
          await sim.server.settle();
          sim.server.faults = s.faults;

          for (const next of s.steps) await sim.run(next, s);

          count('settle rounds', await sim.server.settle());
          // What the app's sync layer does once a sync settles (start-sync.ts), then sync again.
          for (const d of sim.devices) {
            const { removedPayments, changedEffects } = await reconcileAfterSync(d.ctx);
            count('payments of deleted debts removed', removedPayments);
            count('effects reconciled', changedEffects);
          }
          count('settle rounds', await sim.server.settle());
          for (const [key, value] of Object.entries(sim.server.counts)) count(key, value);
          count('runs');
          await Promise.all(sim.devices.map((d) => d.db.requestIdlePromise()));
          await checkConverged(sim);
        } finally {
          ledger.current = null;
          await sim.close();
        }
      }),
      {
        numRuns: RUNS,
        // To replay a failure: CONVERGENCE_SEED=<seed> CONVERGENCE_PATH=<path> from its report.
        ...(process.env.CONVERGENCE_SEED ? { seed: Number(process.env.CONVERGENCE_SEED), path: process.env.CONVERGENCE_PATH } : {}),
        endOnFailure: process.env.CONVERGENCE_NO_SHRINK === '1',
        // Shrinking a failure can take many minutes: stop in time and report the smallest case so
        // far (rather than hitting the test timeout without any counterexample).
        interruptAfterTimeLimit: TIME_LIMIT_MS,
      },
    );
    // The stream's fast path (documents applied without a pull, pull-stream.ts) was taken too.
    if ((stats.runs ?? 0) >= 5) expect(stats.documentsApplied ?? 0).toBeGreaterThan(0);
  }, TIME_LIMIT_MS + 120_000);

  describe('one payment changed on two offline devices counts once', () => {
    async function twoDevices(work: (laptop: SimulatedDevice, phone: SimulatedDevice, paymentId: string) => Promise<void>) {
      const server = new FaultySyncServer({ uid: UID, random: seededRandom(2), faults: NO_FAULTS });
      const laptop = await openSimulatedDevice('laptop', UID);
      const phone = await openSimulatedDevice('phone', UID);
      try {
        for (const d of [laptop, phone]) {
          server.replicate(d.name, d.db.debts);
          server.replicate(d.name, d.db.payments);
        }
        const debt = await createDebt(laptop.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
        if (!debt.success) throw new Error(debt.error);
        const payment = await recordPayment(laptop.ctx, { debtId: debt.data.id, amount: 100, date: '2026-01-20' });
        if (!payment.success) throw new Error(payment.error);
        await server.settle();
        server.setOnline(laptop.name, false);
        server.setOnline(phone.name, false);
        await work(laptop, phone, payment.data.id);
        await server.settle();
        for (const d of [laptop, phone]) await reconcileAfterSync(d.ctx);
        await server.settle();
        const balances = await Promise.all([laptop, phone].map(async (d) => (await d.db.debts.findOne(debt.data.id).exec())?.balance));
        const payments = await Promise.all([laptop, phone].map(async (d) => (await d.db.payments.find().exec()).map((p) => p.amount)));
        return { balances, payments };
      } finally {
        await server.close();
        await Promise.all([laptop, phone].map((d) => d.db.remove().catch(() => d.db.close())));
      }
    }

    test('deleted on both: refunded once', async () => {
      const result = await twoDevices(async (laptop, phone, id) => {
        expect(await deletePayment(laptop.ctx, id)).toMatchObject({ success: true });
        expect(await deletePayment(phone.ctx, id)).toMatchObject({ success: true });
      });
      expect(result).toEqual({ balances: [1000, 1000], payments: [[], []] });
    });

    test('edited on one, deleted on the other: the delete wins and nothing is left of the payment', async () => {
      const result = await twoDevices(async (laptop, phone, id) => {
        expect(await editPayment(laptop.ctx, id, { amount: 250 })).toMatchObject({ success: true });
        expect(await deletePayment(phone.ctx, id)).toMatchObject({ success: true });
      });
      expect(result).toEqual({ balances: [1000, 1000], payments: [[], []] });
    });

    test('edited on both: the balance reflects the amount the payment kept', async () => {
      const result = await twoDevices(async (laptop, phone, id) => {
        expect(await editPayment(laptop.ctx, id, { amount: 250 })).toMatchObject({ success: true });
        expect(await editPayment(phone.ctx, id, { amount: 40 })).toMatchObject({ success: true });
      });
      const kept = result.payments[0]![0]!;
      expect([250, 40]).toContain(kept);
      expect(result).toEqual({ balances: [1000 - kept, 1000 - kept], payments: [[kept], [kept]] });
    });
  });

  test('a payment that arrived before its debt is not deleted until the debt is here (its refund would be lost)', async () => {
    const server = new FaultySyncServer({ uid: UID, random: seededRandom(1), faults: NO_FAULTS });
    const laptop = await openSimulatedDevice('laptop', UID);
    const phone = await openSimulatedDevice('phone', UID);
    try {
      server.replicate(laptop.name, laptop.db.debts);
      server.replicate(laptop.name, laptop.db.payments);
      const debt = await createDebt(laptop.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
      if (!debt.success) throw new Error(debt.error);
      const payment = await recordPayment(laptop.ctx, { debtId: debt.data.id, amount: 100, date: '2026-01-20' });
      if (!payment.success) throw new Error(payment.error);
      // The phone's payments replication has caught up, its debts replication not yet.
      server.replicate(phone.name, phone.db.payments);
      await server.settle();

      // Nor deleted as the payment of a deleted debt: the debt is not here, deleted or not.
      expect(await reconcileAfterSync(phone.ctx)).toMatchObject({ removedPayments: 0 });
      const refused = await deletePayment(phone.ctx, payment.data.id);
      expect(refused).toMatchObject({ success: false, error: expect.stringMatching(/has not reached this device yet/) });
      expect(await phone.db.payments.findOne(payment.data.id).exec()).not.toBeNull();

      server.replicate(phone.name, phone.db.debts);
      await server.settle();
      expect(await deletePayment(phone.ctx, payment.data.id)).toMatchObject({ success: true });
      await server.settle();
      expect((await laptop.db.debts.findOne(debt.data.id).exec())?.balance).toBe(1000);
      expect(await laptop.db.payments.find().exec()).toHaveLength(0);
    } finally {
      await server.close();
      await Promise.all([laptop, phone].map((d) => d.db.remove().catch(() => d.db.close())));
    }
  });
  test('a payment recorded offline on a debt deleted on another device is deleted everywhere once both have synced', async () => {
    const server = new FaultySyncServer({ uid: UID, random: seededRandom(3), faults: NO_FAULTS });
    const laptop = await openSimulatedDevice('laptop', UID);
    const phone = await openSimulatedDevice('phone', UID);
    try {
      for (const d of [laptop, phone]) server.replicate(d.name, d.db.debts);
      server.replicate(laptop.name, laptop.db.payments);
      const debt = await createDebt(laptop.ctx, { name: 'Visa', type: 'credit_card', balance: 1000, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
      if (!debt.success) throw new Error(debt.error);
      const kept = await createDebt(laptop.ctx, { name: 'Car loan', type: 'auto_loan', balance: 8000, interestRate: 6.4, minimumPayment: 310, paymentFrequency: 'monthly' });
      if (!kept.success) throw new Error(kept.error);
      await server.settle();

      server.setOnline(phone.name, false);
      expect(await deleteDebt(laptop.ctx, debt.data.id)).toMatchObject({ success: true });
      const orphan = await recordPayment(phone.ctx, { debtId: debt.data.id, amount: 100, date: '2026-01-20' });
      const other = await recordPayment(phone.ctx, { debtId: kept.data.id, amount: 310, date: '2026-01-21' });
      if (!orphan.success || !other.success) throw new Error('payments not recorded');

      // Back online: the laptop gets the phone's payments, the phone the debt's tombstone. Either
      // device's pass would delete the orphan; the laptop's runs first here.
      server.replicate(phone.name, phone.db.payments);
      server.setOnline(phone.name, true);
      await server.settle();
      expect(await reconcileAfterSync(laptop.ctx)).toMatchObject({ removedPayments: 1 });
      await server.settle();
      // The phone got the debt's tombstone and the payment's together; nothing is left to do there.
      expect(await reconcileAfterSync(phone.ctx)).toMatchObject({ removedPayments: 0 });
      await server.settle();

      for (const d of [laptop, phone]) {
        expect((await d.db.payments.find().exec()).map((p) => p.primary), d.name).toEqual([other.data.id]);
        expect((await d.db.debts.findOne(kept.data.id).exec())?.balance, d.name).toBe(8000 - 310);
      }
      const onServer = (await server.everything('payments')) as Array<{ id: string; _deleted?: boolean }>;
      expect(onServer.find((p) => p.id === orphan.data.id)?._deleted).toBe(true);
    } finally {
      await server.close();
      await Promise.all([laptop, phone].map((d) => d.db.remove().catch(() => d.db.close())));
    }
  });
});
