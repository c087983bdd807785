/**
 * The account on more than one start: a new device's first sync (a fresh browser context signing
 * in: until all the data is in its database, the sync requests and their bytes), a cold start of
 * the first device (a reload: until the Dashboard shows the data), and the storage each side uses.
 */
import type { Browser, Page } from '@playwright/test';
import type { AccountSize } from '../bench-support/large-account';
import type { Figures } from './figures';
import { PAGE_PROBES, blockingBetween, settled, whenTrue } from './page-probes';
import { screenShown } from './screen-changes';

const DASHBOARD_SHOWN = screenShown({ name: 'Dashboard', dataMark: '[data-testid="dashboard-total-debt"]' });

/** Documents in this page's local database, per collection (RxDB's Dexie storage: one IndexedDB database per collection). */
export function storedCounts(page: Page): Promise<Record<string, number>> {
  // A string, not a function: tsx names the page function's inner functions with a helper the page lacks.
  return page.evaluate(`(async () => {
    const counts = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if ([...db.objectStoreNames].includes('docs')) {
        counts[name] = await new Promise((resolve) => {
          const request = db.transaction('docs').objectStore('docs').count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(-1);
        });
      }
      db.close();
    }
    return counts;
  })()`);
}

/** The count of the collection whose database name ends with `--<collection>` (0 when none yet). */
const countOf = (counts: Record<string, number>, collection: string) =>
  Object.entries(counts).reduce((sum, [name, count]) => (name.endsWith(`--${collection}`) ? sum + count : sum), 0);

/** The origin's IndexedDB usage where the browser tells it apart (Chromium), else all its storage (with the app's offline cache). */
export function storageUsage(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? null;
  });
}

/** Sync requests other than the event stream and pushes: what a device reads to catch up. */
const isCatchUp = (url: string) => url.includes('/api/sync/') && !url.includes('/stream') && !url.endsWith('/push');

export async function measureFirstSync(
  browser: Browser,
  baseURL: string,
  credentials: { email: string; password: string },
  expected: { debts: number; payments: number },
  size: AccountSize,
  figures: Figures,
): Promise<void> {
  // Without the service worker: requests it passes on are the worker's, not the page's, in
  // Chromium's network events, and its first-visit precache would compete with the sync measured.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    // Sizes from Chromium's own network events: the bytes received for each response (headers
    // and body as sent, compressed or not) and its body as decoded.
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    const catchUp = new Set<string>();
    let requests = 0;
    let wire = 0;
    let decoded = 0;
    network.on('Network.requestWillBeSent', (event) => {
      if (isCatchUp(event.request.url)) catchUp.add(event.requestId);
    });
    network.on('Network.dataReceived', (event) => {
      if (catchUp.has(event.requestId)) decoded += event.dataLength;
    });
    network.on('Network.loadingFinished', (event) => {
      if (!catchUp.has(event.requestId)) return;
      requests++;
      wire += event.encodedDataLength;
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const firstScreen = await whenTrue(page, DASHBOARD_SHOWN);
    const deadline = Date.now() + 600_000;
    let all: number | null = null;
    while (all === null && Date.now() < deadline) {
      const counts = await storedCounts(page);
      if (countOf(counts, 'debts') >= expected.debts && countOf(counts, 'payments') >= expected.payments) all = Date.now();
      else await page.waitForTimeout(250);
    }
    const quiet = await settled(page, 1000);
    const blocking = await blockingBetween(page, started, quiet);
    figures.set(size, 'new device: until the Dashboard shows data', 'ms', firstScreen - started);
    figures.set(size, 'new device: until all data is stored', 'ms', all === null ? 'not all' : all - started);
    figures.set(size, 'new device: sync read requests', 'count', requests);
    figures.set(size, 'new device: bytes read, over the wire', 'bytes', wire);
    figures.set(size, 'new device: bytes read, uncompressed', 'bytes', decoded);
    figures.set(size, 'new device: longest task', 'ms', blocking.longestTask);
    figures.set(size, 'new device: long tasks, total', 'ms', blocking.total);
    figures.set(size, 'new device: IndexedDB usage', 'bytes', await storageUsage(page));
  } finally {
    await context.close();
  }
}

/** Reloads `page` (on the Dashboard) and waits for the Dashboard to show the account's data again. */
export async function measureColdStart(page: Page, size: AccountSize, figures: Figures): Promise<void> {
  await settled(page);
  await page.reload();
  const origin = await page.evaluate(() => performance.timeOrigin);
  const shown = await whenTrue(page, DASHBOARD_SHOWN);
  const quiet = await settled(page, 1000);
  const blocking = await blockingBetween(page, origin, quiet);
  figures.set(size, 'cold start: until the Dashboard shows data', 'ms', shown - origin);
  figures.set(size, 'cold start: longest task', 'ms', blocking.longestTask);
  figures.set(size, 'cold start: long tasks, total', 'ms', blocking.total);
  figures.set(size, 'first device: IndexedDB usage', 'bytes', await storageUsage(page));
}
