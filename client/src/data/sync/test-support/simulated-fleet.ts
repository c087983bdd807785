/**
 * The devices of one user replicating debts and payments with a FaultySyncServer, for the property
 * tests (convergence.test.ts, history-fold.convergence.test.ts): opening them, a reload, closing,
 * picking a debt, and the final check that every device holds what the server holds.
 */
import { expect } from 'vitest';
import type { FaultySyncServer } from './faulty-sync-server';
import { holdings, openSimulatedDevice, plain, reopenSimulatedDevice, type SimulatedDevice } from './simulated-device';

export type ServerDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

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
