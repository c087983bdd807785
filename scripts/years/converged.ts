/**
 * Whether a simulated household has converged: once every device is back online and in sync, each
 * holds exactly the live documents the server holds (fields only: logs may differ in how far they
 * were folded when a device adopted them, never in the state they replay to).
 */
import { isDeepStrictEqual } from 'node:util';
import { plain } from '../../client/src/data/sync/test-support/simulated-device';
import { DEVICE_NAMES, SIMULATED_COLLECTIONS, type DeviceName, type Household } from './household';

type Holding = Record<string, Record<string, unknown>[]>;

export interface Holdings {
  devices: Record<DeviceName, Holding>;
  server: Holding;
}

/** Brings every device online, waits until each is in sync, and reads what each and the server hold. */
export async function holdingsOnceInSync(household: Household): Promise<Holdings> {
  for (const name of DEVICE_NAMES) {
    const { replicating } = household.devices[name];
    replicating.setOnline(true);
    await replicating.inSync();
  }
  const devices = {} as Record<DeviceName, Holding>;
  for (const name of DEVICE_NAMES) {
    const { db } = household.devices[name].replicating;
    const collections: Holding = {};
    for (const collection of SIMULATED_COLLECTIONS) {
      collections[collection] = (await db[collection].find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => plain(doc.toJSON() as Record<string, unknown>));
    }
    devices[name] = collections;
  }
  const server: Holding = {};
  for (const collection of SIMULATED_COLLECTIONS) {
    server[collection] = (await household.server.live(collection)).map(plain).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
  for (const name of DEVICE_NAMES) household.devices[name].replicating.setOnline(false);
  return { devices, server };
}

/** The devices whose holdings differ from the server's, each with the collections that differ. */
export function divergence({ devices, server }: Holdings): string[] {
  return DEVICE_NAMES.flatMap((name) => {
    const differing = SIMULATED_COLLECTIONS.filter((collection) => !isDeepStrictEqual(devices[name][collection], server[collection]));
    return differing.length > 0 ? [`${name}: ${differing.join(', ')}`] : [];
  });
}
