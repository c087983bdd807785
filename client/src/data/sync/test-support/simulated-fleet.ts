/**
 * The devices of one user replicating debts and payments with a FaultySyncServer, for the property
 * tests (convergence.test.ts, history-fold.convergence.test.ts): opening them, a reload, closing,
 * picking a debt, and the final check that every device holds what the server holds. With the
 * random parts both tests draw alike: the network's fault rates and the fleet's own steps.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FaultRates, FaultySyncServer } from './faulty-sync-server';
import { holdings, openSimulatedDevice, plain, reopenSimulatedDevice, type SimulatedDevice } from './simulated-device';

export type ServerDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

/** The highest rate each fault may be drawn at, in percent, and the longest a notification may be delayed. */
export type FaultOdds = Record<Exclude<keyof FaultRates, 'maxNotificationDelayMs'>, number> & { maxNotificationDelayMs: number };

/** A scenario's fault rates: each probability from 0 to its odds, the notification delay from 1 ms to its bound. */
export function faultsArbitrary(odds: FaultOdds): fc.Arbitrary<FaultRates> {
  const probability = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent }).map((p) => p / 100);
  return fc.record({
    duplicatePush: probability(odds.duplicatePush),
    lostPushAnswer: probability(odds.lostPushAnswer),
    lostPullAnswer: probability(odds.lostPullAnswer),
    dropNotification: probability(odds.dropNotification),
    delayNotification: probability(odds.delayNotification),
    maxNotificationDelayMs: fc.integer({ min: 1, max: odds.maxNotificationDelayMs }),
  });
}

/** The steps the fleet plays itself (SimulatedFleet.play): a device goes offline or back online, an app reloads, time passes. */
export type FleetStep = { kind: 'offline' | 'online' | 'reload'; device: number } | { kind: 'wait'; ms: number };

const FLEET_STEP_KINDS: ReadonlySet<string> = new Set<FleetStep['kind']>(['offline', 'online', 'reload', 'wait']);

export const isFleetStep = <Step extends { kind: string }>(step: Step | FleetStep): step is FleetStep => FLEET_STEP_KINDS.has(step.kind);

/** The fleet's steps among a test's own, with their weights: `network` for going offline or online. */
export function fleetSteps(device: fc.Arbitrary<number>, weights: { network: number; reload: number; wait: number; maxWaitMs: number }): fc.WeightedArbitrary<FleetStep>[] {
  return [
    { weight: weights.network, arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }) },
    { weight: weights.reload, arbitrary: fc.record({ kind: fc.constant('reload' as const), device }) },
    { weight: weights.wait, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: weights.maxWaitMs }) }) },
  ];
}

export class SimulatedFleet {
  readonly devices: SimulatedDevice[] = [];

  constructor(
    readonly server: FaultySyncServer,
    private readonly uid: string,
  ) {}

  async open(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const d = await openSimulatedDevice(`d${i}`, this.uid);
      this.devices.push(d);
      this.connect(d);
    }
  }

  private connect(d: SimulatedDevice): void {
    this.server.replicate(d.name, d.db.debts);
    this.server.replicate(d.name, d.db.payments);
  }

  /** The device's app restarts: database closed and opened again, replication restarted from its checkpoint. */
  async reload(index: number): Promise<void> {
    const d = this.devices[index]!;
    const online = this.server.isOnline(d.name);
    await this.server.disconnect(d.name);
    const reopened = await reopenSimulatedDevice(d, this.uid);
    this.devices[index] = reopened;
    this.connect(reopened);
    // The app starts offline when the network is down: the replication retries until it is back.
    if (!online) this.server.setOnline(d.name, false);
  }

  /** Plays a fleet step on device `step.device` modulo the devices open. */
  async play(step: FleetStep): Promise<void> {
    if (step.kind === 'wait') return void (await new Promise((resolve) => setTimeout(resolve, step.ms)));
    const index = step.device % this.devices.length;
    if (step.kind === 'reload') return this.reload(index);
    this.server.setOnline(this.devices[index]!.name, step.kind === 'online');
  }

  async close(): Promise<void> {
    await this.server.close();
    await Promise.all(this.devices.map((d) => d.db.remove().catch(() => d.db.close())));
  }

  /** The n-th of the device's debts by id (modulo their count), or null when it has none. */
  async pickDebt(d: SimulatedDevice, n: number) {
    const debts = await d.db.debts.find({ sort: [{ id: 'asc' }] }).exec();
    return debts.length === 0 ? null : debts[n % debts.length]!;
  }

  /**
   * Every device holds the same live debts and payments (and CRDT logs) as each other and as the
   * server. Answers the server's live documents, sorted by id.
   */
  async expectAllHoldTheServersDocuments(): Promise<{ debts: ServerDoc[]; payments: ServerDoc[] }> {
    const [first, ...others] = await Promise.all(this.devices.map(holdings));
    for (const [index, other] of others.entries()) {
      expect(other!.plain, `device d${index + 1} differs from d0`).toEqual(first!.plain);
      expect(other!.crdts, `device d${index + 1} has other CRDT logs than d0`).toEqual(first!.crdts);
    }
    const live = (docs: ServerDoc[]) => docs.filter((doc) => doc._deleted !== true).sort((a, b) => (a.id < b.id ? -1 : 1));
    const debts = live((await this.server.everything('debts')) as ServerDoc[]);
    const payments = live((await this.server.everything('payments')) as ServerDoc[]);
    expect(first!.plain, 'devices differ from the server').toEqual({ debts: debts.map(plain), payments: payments.map(plain) });
    expect(first!.crdts, 'device CRDT logs differ from the server').toEqual(Object.fromEntries([...debts, ...payments].map((doc) => [doc.id, doc.crdts])));
    return { debts, payments };
  }
}
