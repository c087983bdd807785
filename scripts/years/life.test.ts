/**
 * The simulator's life runs the app's data layer on three replicating devices: a stretch of it is
 * the same for the same seed, and once every device is back online they all hold what the server
 * holds (offline stretches included), with and without the server's history folding.
 */
import { afterEach, expect, test } from 'vitest';
import { readFold, type CrdtLog } from '../../schemas/crdt-history';
import { divergence, holdingsOnceInSync } from './converged';
import { historyFoldPolicy } from './history';
import { DEVICE_NAMES, openHousehold, SIMULATED_COLLECTIONS, type Household } from './household';
import { Life } from './life';
import { measureLocalDatabase } from './measure';
import { seededRandom } from '../bench-support/seeded-random';
import { driveDateNow, simulatedClock } from './simulated-clock';

const DAY_MS = 86_400_000;
const START = Date.UTC(2023, 0, 1);
let open: Household | null = null;
let runs = 0;

afterEach(async () => {
  await open?.close();
  open = null;
});

/** How many of the server's documents start with a fold. */
async function foldedDocuments(household: Household): Promise<number> {
  let folded = 0;
  for (const collection of SIMULATED_COLLECTIONS) {
    const { documents } = await household.server.store.pull(household.server.uid, collection, 0, 10_000);
    const latest = new Map(documents.map((doc) => [doc.id, doc]));
    folded += [...latest.values()].filter((doc) => readFold((doc.crdts as CrdtLog).operations).rows > 0).length;
  }
  return folded;
}

/**
 * Lives `days` days from `start` with `seed`, the server folding histories or not; returns the
 * live documents each device and the server hold, the stats and how many documents are folded.
 * Operations are dated by the simulated clock (driveDateNow), as in the simulator; RxDB's now()
 * never goes back, so a run after another in this file starts after that one's last day.
 */
async function live(seed: number, days: number, history: 'off' | 'on' = 'off', start = START) {
  const clock = simulatedClock(start);
  const restoreDateNow = driveDateNow(clock);
  try {
    const runId = `lifetest${Date.now().toString(36)}${++runs}`;
    const household = (open = await openHousehold('person', ':memory:', clock, runId, historyFoldPolicy({ history, horizonDays: 30 }, clock)));
    const life = new Life(household, clock, seededRandom(seed));
    await life.begin(start);
    for (let day = start + DAY_MS; day < start + days * DAY_MS; day += DAY_MS) await life.liveDay(day);

    const { devices: held, server } = await holdingsOnceInSync(household);
    const folds = await foldedDocuments(household);
    const localBytes = await measureLocalDatabase(household.devices.phone.databaseName);
    await household.close();
    open = null;
    return { held, server, stats: life.stats, localBytes, folds };
  } finally {
    restoreDateNow();
  }
}

test('the same seed lives the same days; back online, every device holds what the server holds', async () => {
  const first = await live(7, 75);
  expect(first.stats.offlineOpens).toBeGreaterThan(0);
  expect(first.stats.plansSaved).toBeGreaterThanOrEqual(3);
  for (const name of DEVICE_NAMES) expect(first.held[name]).toEqual(first.server);
  expect(first.folds).toBe(0);
  expect((first.server.payments as unknown[]).length).toBeGreaterThan(10);
  expect(first.localBytes).toBeGreaterThan(0);

  // Operations dates follow RxDB's never-going-back now(), but without folding they decide nothing.
  const again = await live(7, 75);
  expect(again.stats).toEqual(first.stats);
  expect(again.server).toEqual(first.server);
}, 180_000);

test('with history folding on a 30-day horizon, documents get folded and every device still holds what the server holds', async () => {
  // A start after the other test's days, which RxDB's now() has already dated operations up to.
  const lived = await live(7, 100, 'on', Date.UTC(2025, 0, 1));
  expect(lived.folds).toBeGreaterThan(0);
  expect(divergence({ devices: lived.held, server: lived.server })).toEqual([]);
  for (const name of DEVICE_NAMES) expect(lived.held[name]).toEqual(lived.server);
}, 180_000);
