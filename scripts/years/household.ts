/**
 * One person's three devices (phone, laptop, tablet) and the server store they replicate with:
 * the app's data layer and replication code (client/src/data/sync/test-support/replicating-device.ts,
 * fake-indexeddb in Node) against the real SQLite sync store, in a file so that a browser can later
 * be served the same data. Every request's JSON is counted, as it would travel over HTTP.
 */
import { openReplicatingDevice, TestSyncServer, type ReplicatingDevice } from '../../client/src/data/sync/test-support/replicating-device';
import type { FoldPolicy } from '../../server/src/sync/history-fold';
import type { SimulatedClock } from './simulated-clock';

/** Four collections a device, three devices: 12 open collections, under the RxDB open core's 13 per process. */
export const SIMULATED_COLLECTIONS = ['debts', 'payments', 'strategies', 'amortizationTables'] as const;
export type SimulatedCollection = (typeof SIMULATED_COLLECTIONS)[number];

export const DEVICE_NAMES = ['phone', 'laptop', 'tablet'] as const;
export type DeviceName = (typeof DEVICE_NAMES)[number];

export interface Transfer {
  pushed: number;
  pulled: number;
}

export interface Device {
  name: DeviceName;
  replicating: ReplicatingDevice;
  databaseName: string;
  /** Until when (ms, simulated) the device has no network; 0 when it has. */
  offlineUntil: number;
}

export interface Household {
  server: TestSyncServer;
  devices: Record<DeviceName, Device>;
  /** Bytes of JSON pushed and pulled since the last `takeTransfer`. */
  takeTransfer(): Transfer;
  close(): Promise<void>;
}

/** `historyFold`: the store folds long histories after each push (scripts/years/history.ts). */
export async function openHousehold(uid: string, storeFile: string, clock: SimulatedClock, runId: string, historyFold?: FoldPolicy): Promise<Household> {
  const server = new TestSyncServer(uid, storeFile, historyFold);
  let transfer: Transfer = { pushed: 0, pulled: 0 };
  const devices = {} as Record<DeviceName, Device>;
  for (const name of DEVICE_NAMES) {
    let ids = 0;
    const databaseName = `years${runId}${name}`;
    const replicating = await openReplicatingDevice(server, {
      name,
      databaseName,
      online: false,
      collections: SIMULATED_COLLECTIONS,
      devMode: false,
      now: clock.now,
      newId: () => `${name}-${(++ids).toString(36)}`,
      onTransfer: (direction, _collection, bytes) => {
        if (direction === 'push') transfer.pushed += bytes;
        else transfer.pulled += bytes;
      },
    });
    devices[name] = { name, replicating, databaseName, offlineUntil: 0 };
  }
  return {
    server,
    devices,
    takeTransfer() {
      const taken = transfer;
      transfer = { pushed: 0, pulled: 0 };
      return taken;
    },
    async close() {
      for (const device of Object.values(devices)) await device.replicating.close();
      await server.close();
      if (server.errors.length > 0) throw new Error(`the sync store reported: ${server.errors.join('; ')}`);
    },
  };
}
