/**
 * The simulator's life runs the app's data layer on three replicating devices: a stretch of it is
 * the same for the same seed, and once every device is back online they all hold what the server
 * holds (offline stretches included).
 */
import { afterEach, expect, test } from 'vitest';
import { plain } from '../../client/src/data/sync/test-support/simulated-device';
import { DEVICE_NAMES, openHousehold, SIMULATED_COLLECTIONS, type Household } from './household';
import { Life } from './life';
import { measureLocalDatabase } from './measure';
import { seededRandom } from '../bench-support/seeded-random';
import { simulatedClock } from './simulated-clock';

const DAY_MS = 86_400_000;
const START = Date.UTC(2023, 0, 1);
let open: Household | null = null;
let runs = 0;

afterEach(async () => {
  await open?.close();
  open = null;
});

/** Lives `days` days with `seed`; returns the live documents each device and the server hold, and the stats. */
async function live(seed: number, days: number) {
  const clock = simulatedClock(START);
  const household = (open = await openHousehold('person', ':memory:', clock, `lifetest${Date.now().toString(36)}${++runs}`));
  const life = new Life(household, clock, seededRandom(seed));
  await life.begin(START);
  for (let day = START + DAY_MS; day < START + days * DAY_MS; day += DAY_MS) await life.liveDay(day);

  const held: Record<string, unknown> = {};
  for (const name of DEVICE_NAMES) {
    const { replicating } = household.devices[name];
    replicating.setOnline(true);
    await replicating.inSync();
  }
  for (const name of DEVICE_NAMES) {
    const { db } = household.devices[name].replicating;
    const collections: Record<string, unknown> = {};
    for (const collection of SIMULATED_COLLECTIONS) {
      collections[collection] = (await db[collection].find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => plain(doc.toJSON() as Record<string, unknown>));
    }
    held[name] = collections;
  }
  const server: Record<string, unknown> = {};
  for (const collection of SIMULATED_COLLECTIONS) {
    server[collection] = (await household.server.live(collection)).map(plain).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
  const localBytes = await measureLocalDatabase(household.devices.phone.databaseName);
  await household.close();
  open = null;
  return { held, server, stats: life.stats, localBytes };
}

test('the same seed lives the same days; back online, every device holds what the server holds', async () => {
  const first = await live(7, 75);
  expect(first.stats.offlineOpens).toBeGreaterThan(0);
  expect(first.stats.plansSaved).toBeGreaterThanOrEqual(3);
  for (const name of DEVICE_NAMES) expect(first.held[name]).toEqual(first.server);
  expect((first.server.payments as unknown[]).length).toBeGreaterThan(10);
  expect(first.localBytes).toBeGreaterThan(0);

  const again = await live(7, 75);
  expect(again.stats).toEqual(first.stats);
  expect(again.server).toEqual(first.server);
}, 180_000);
