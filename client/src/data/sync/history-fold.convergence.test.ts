/**
 * Bounded history, as a property test (docs/sync.md, "Bounded history"): 3–6 devices of one user
 * edit debts and record payments through the same harness as convergence.test.ts (the REAL server
 * store behind a lossy network, test-support/faulty-sync-server.ts), while the server folds the
 * histories of every document at random moments and at a random k (any k, not only the horizon's),
 * and devices go offline and come back. One step is aimed at the hard case: a device offline edits
 * a debt, another device edits it twice, the server folds everything, including the rows the
 * offline device was behind on, and only then the device comes back with its late edit.
 *
 * The oracle, independent of folds and of how the runs interleave:
 * - every device edits its own key of each debt's `customMetadata` (`customMetadata.<device>`,
 *   a counter that only grows). Only that device writes that key, and a device appends its
 *   operations in the order it makes them, so a run without folds shows, for every key, the last
 *   value its device wrote: that is the expected value. A late edit is applied as of its arrival,
 *   after the other devices' changes; with these keys no one else's change touches it, so its value
 *   is still its device's last write. An acknowledged edit lost, an old one re-applied after a newer
 *   one, or a device's edits reordered shows as a wrong value;
 * - every payment recorded is kept: each device shows exactly the recorded payments, and each
 *   debt's balance is its created balance minus them, in cents;
 * - every device holds the same documents and logs as each other and as the server.
 * Shared fields (`notes`) are edited too, concurrently; for them only convergence is checked (the
 * CRDT plugin decides which concurrent edit wins).
 *
 * It fails without the merge plugin (client/src/data/history) or when the alignment keeps operations
 * the fold already holds. Runs: 25 by default; HISTORY_FOLD_RUNS=n for more, HISTORY_FOLD_SEED and
 * HISTORY_FOLD_PATH replay a reported failure (fast-check prints both), HISTORY_FOLD_STATS=1 prints
 * what the runs covered.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { toCents } from '@/payoff/money';
import { createDebt } from '../debts/create-debt';
import { getDebts } from '../debts/get-debts';
import { updateDebt } from '../debts/update-debt';
import { dismissLateEdits, lateEdits } from '../history/late-edits';
import { getPayments } from '../payments/get-payments';
import { recordPayment } from '../payments/record-payment';
import { FaultySyncServer, NO_FAULTS, seededRandom, type FaultRates } from './test-support/faulty-sync-server';
import type { SimulatedDevice } from './test-support/simulated-device';
import { SimulatedFleet, faultsArbitrary, fleetSteps, isFleetStep, type FleetStep } from './test-support/simulated-fleet';

const UID = 'user-history-fold';
const RUNS = Number(process.env.HISTORY_FOLD_RUNS ?? 25);
const TIME_LIMIT_MS = Math.max(120_000, RUNS * 5_000);
const MAX_DEVICES = 6;

const stats: Record<string, number> = {};
const count = (key: string, by = 1) => void (stats[key] = (stats[key] ?? 0) + by);

type Step =
  | { kind: 'edit'; device: number; pick: number }
  | { kind: 'notes'; device: number; pick: number; notes: string }
  | { kind: 'recordPayment'; device: number; pick: number; amount: number }
  | { kind: 'createDebt'; device: number; balance: number }
  | { kind: 'fold'; pick: number; collections: 'debts' | 'payments' | 'both' }
  | { kind: 'lateEdit'; device: number; other: number; pick: number }
  | FleetStep;

interface Scenario {
  devices: number;
  seed: number;
  faults: FaultRates;
  steps: Step[];
}

const device = fc.nat({ max: MAX_DEVICES - 1 });
const pick = fc.nat({ max: 1000 });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('edit' as const), device, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('notes' as const), device, pick, notes: fc.constantFrom('a', 'b', 'c') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('recordPayment' as const), device, pick, amount: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('createDebt' as const), device, balance: fc.integer({ min: 0, max: 500_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fold' as const), pick, collections: fc.constantFrom('debts' as const, 'payments' as const, 'both' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('lateEdit' as const), device, other: device, pick }) },
  ...fleetSteps(device, { network: 3, reload: 1, wait: 1, maxWaitMs: 30 }),
);

const scenario: fc.Arbitrary<Scenario> = fc.record({
  devices: fc.integer({ min: 3, max: MAX_DEVICES }),
  seed: fc.nat(),
  faults: faultsArbitrary({ duplicatePush: 20, lostPushAnswer: 20, lostPullAnswer: 20, dropNotification: 40, delayNotification: 40, maxNotificationDelayMs: 40 }),
  steps: fc.array(step, { minLength: 10, maxLength: 35 }),
});

/** What the test knows independently of any merge: each device's last value per debt, the created balances, the payments recorded. */
class Oracle {
  readonly lastWrite = new Map<string, Map<string, number>>();
  readonly created = new Map<string, number>();
  readonly payments = new Map<string, { debtId: string; cents: number }>();

  wrote(debtId: string, deviceName: string, value: number): void {
    const writes = this.lastWrite.get(debtId) ?? new Map<string, number>();
    writes.set(deviceName, value);
    this.lastWrite.set(debtId, writes);
  }
}

class Simulation {
  fleet!: SimulatedFleet;
  readonly oracle = new Oracle();
  /** Each device's counter for its own key: only grows, so an older value re-applied shows. */
  private readonly counters = new Map<string, number>();

  get devices(): SimulatedDevice[] {
    return this.fleet.devices;
  }

  get server(): FaultySyncServer {
    return this.fleet.server;
  }

  async open(s: Scenario): Promise<void> {
    this.fleet = new SimulatedFleet(new FaultySyncServer({ uid: UID, random: seededRandom(s.seed), faults: NO_FAULTS, retryTime: 20 }), UID);
    await this.fleet.open(s.devices);
  }

  async close(): Promise<void> {
    await this.fleet?.close();
  }

  async createDebt(d: SimulatedDevice, balance: number): Promise<void> {
    const result = await createDebt(d.ctx, { name: 'Visa', type: 'credit_card', balance: balance / 100, interestRate: 19.99, minimumPayment: 25, paymentFrequency: 'monthly' });
    if (!result.success) throw new Error(result.error);
    this.oracle.created.set(result.data.id, balance);
    count('createDebt');
  }

  private pickDebt(d: SimulatedDevice, n: number) {
    return this.fleet.pickDebt(d, n);
  }

  /** The device sets its own key of the debt to its next counter value (a CRDT `$set` of one path). */
  private async edit(d: SimulatedDevice, debtId: string): Promise<void> {
    const debt = await d.db.debts.findOne(debtId).exec();
    if (!debt) return;
    const value = (this.counters.get(d.name) ?? 0) + 1;
    this.counters.set(d.name, value);
    await debt.updateCRDT({ ifMatch: { $set: { [`customMetadata.${d.name}`]: value } } });
    this.oracle.wrote(debtId, d.name, value);
    count('edit');
  }

  /** The server folds each document of the collections at a k between 2 and its length, drawn from `pick`. */
  private async fold(next: Step & { kind: 'fold' }): Promise<number> {
    const names = next.collections === 'both' ? (['debts', 'payments'] as const) : [next.collections];
    let folded = 0;
    for (const name of names) folded += await this.server.foldHistories(name, (length) => (length < 2 ? 0 : 2 + (next.pick % (length - 1))));
    return folded;
  }

  async run(next: Step, s: Scenario): Promise<void> {
    if (isFleetStep(next)) {
      if (next.kind === 'reload') count('reload');
      return this.fleet.play(next);
    }
    if (next.kind === 'fold') return void count('folded documents', await this.fold(next));
    const index = next.device % s.devices;
    const d = this.devices[index]!;
    switch (next.kind) {
      case 'createDebt':
        return this.createDebt(d, next.balance);
      case 'edit': {
        const debt = await this.pickDebt(d, next.pick);
        if (debt) await this.edit(d, debt.primary);
        return;
      }
      case 'notes': {
        const debt = await this.pickDebt(d, next.pick);
        if (!debt) return;
        const result = await updateDebt(d.ctx, debt.primary, { notes: next.notes });
        return void count(`notes ${result.success ? 'ok' : 'failed'}`);
      }
      case 'recordPayment': {
        const debt = await this.pickDebt(d, next.pick);
        if (!debt) return;
        const result = await recordPayment(d.ctx, { debtId: debt.primary, amount: next.amount / 100, date: '2026-02-01' }, { allowCredit: true });
        if (!result.success) throw new Error(result.error);
        this.oracle.payments.set(result.data.id, { debtId: debt.primary, cents: next.amount });
        return void count('recordPayment');
      }
      case 'lateEdit': {
        // The device is offline and edits; another edits the same debt twice and its pushes reach
        // the server; the server folds the whole log, rows this device was behind on included.
        const other = this.devices[next.other % s.devices]!;
        const debt = await this.pickDebt(d, next.pick);
        if (other === d || !debt || !(await other.db.debts.findOne(debt.primary).exec())) return;
        this.server.setOnline(d.name, false);
        this.server.setOnline(other.name, true);
        await this.edit(d, debt.primary);
        await this.edit(other, debt.primary);
        await this.edit(other, debt.primary);
        await this.server.awaitInSync(other.name);
        await this.server.foldHistories('debts', (length, id) => (id === debt.primary ? length : 0));
        this.server.setOnline(d.name, true);
        return void count('lateEdit');
      }
    }
  }
}

async function checkConverged(sim: Simulation): Promise<void> {
  const { debts: serverDebts } = await sim.fleet.expectAllHoldTheServersDocuments();

  // Every device's own key holds the last value it wrote: no acknowledged edit lost or reordered.
  const expectedKeys = new Map([...sim.oracle.created.keys()].map((id) => [id, Object.fromEntries(sim.oracle.lastWrite.get(id) ?? [])]));
  const shownKeys = new Map(serverDebts.map((debt) => [debt.id, (debt.customMetadata as Record<string, number> | undefined) ?? {}]));
  expect(shownKeys, 'each device’s last edit of each debt').toEqual(expectedKeys);

  // Every recorded payment is kept and counted once.
  const expectedBalances = new Map([...sim.oracle.created].map(([id, cents]) => [id, cents]));
  for (const { debtId, cents } of sim.oracle.payments.values()) expectedBalances.set(debtId, expectedBalances.get(debtId)! - cents);
  const recorded = [...sim.oracle.payments.keys()].sort();
  for (const d of sim.devices) {
    expect((await getPayments(d.ctx)).map((payment) => payment.id).sort(), `payments shown on ${d.name}`).toEqual(recorded);
    const shown = await getDebts(d.ctx);
    expect(new Map(shown.map((debt) => [debt.id, toCents(debt.balance)])), `balances shown on ${d.name}`).toEqual(expectedBalances);
  }
  count('debts checked', serverDebts.length);
  count('folded logs at the end', serverDebts.filter((debt) => JSON.stringify(debt.crdts).includes('paydown-history|')).length);
}

afterAll(() => {
  if (process.env.HISTORY_FOLD_STATS) console.log(JSON.stringify(stats, null, 1));
});

describe('bounded history with the real server store', () => {
  test('devices merge folded histories to the state of a run without folds, late edits applied as of their arrival, no acknowledged edit lost', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const sim = new Simulation();
        dismissLateEdits();
        try {
          await sim.open(s);
          await sim.createDebt(sim.devices[0]!, 100_000);
          await sim.server.settle();
          sim.server.faults = s.faults;

          for (const next of s.steps) await sim.run(next, s);

          await sim.server.settle();
          await Promise.all(sim.devices.map((d) => d.db.requestIdlePromise()));
          count('runs');
          count('folds', sim.server.counts.folds);
          count('late edits reported', lateEdits().length);
          await checkConverged(sim);
        } finally {
          await sim.close();
        }
      }),
      {
        numRuns: RUNS,
        ...(process.env.HISTORY_FOLD_SEED ? { seed: Number(process.env.HISTORY_FOLD_SEED), path: process.env.HISTORY_FOLD_PATH } : {}),
        endOnFailure: process.env.HISTORY_FOLD_NO_SHRINK === '1',
        interruptAfterTimeLimit: TIME_LIMIT_MS,
      },
    );
    // The runs met what this test is about: folds, and edits that arrived after a fold covered their rows.
    if ((stats.runs ?? 0) >= 10) {
      expect(stats.folds ?? 0).toBeGreaterThan(0);
      expect(stats['late edits reported'] ?? 0).toBeGreaterThan(0);
    }
  }, TIME_LIMIT_MS + 120_000);
});
