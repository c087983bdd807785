/**
 * Cold start in a browser: the real server started on a copy of a quarter's server data, a fresh
 * Chromium context (nothing stored) signed in through the login page against the Auth emulator,
 * timed until the Dashboard shows every payment ("paid in N payments"): the first screen with
 * that data. Every process started here is stopped by the bench's cleanups (bench-support).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, launchChromium, startPaydownServer } from '../bench-support/browser-stack';

export interface Account {
  email: string;
  password: string;
}

export interface ColdStart {
  /** Opening /login, signing in, until the Dashboard shows all the payments (ms). */
  ms: number;
  /** What the Dashboard showed in the end ("paid in N payments"). */
  shownPayments: number | null;
}

export interface ColdStartBench {
  /** Serves `dataDir` (holding paydown.sqlite) and times a fresh browser's first Dashboard. */
  run(dataDir: string, account: Account, payments: number, env: Record<string, string>): Promise<ColdStart>;
}

const CLIENT_DIR = resolve(process.env.CLIENT_DIR || 'dist');

export async function startColdStartBench(emulatorPort: number, serverPort: () => Promise<number>, log: (line: string) => void): Promise<ColdStartBench> {
  await ensureBuilt(CLIENT_DIR, log);
  const { signIn } = await import('../../e2e/support/accounts');
  const browser = await launchChromium();

  return {
    async run(dataDir, account, payments, env) {
      mkdirSync(dataDir, { recursive: true });
      const server = await startPaydownServer({
        PORT: String(await serverPort()),
        AUTH_EMULATOR_PORT: String(emulatorPort),
        DATA_DIR: dataDir,
        CLIENT_DIR,
        ...env,
      });
      const context = await browser.newContext({ baseURL: server.url });
      try {
        const page = await context.newPage();
        page.on('pageerror', (error) => log(`page: ${error.message}`));
        const started = performance.now();
        await signIn(page, account.email, account.password);
        const shown = page.getByText(`paid in ${payments} ${payments === 1 ? 'payment' : 'payments'}.`);
        let ms = NaN;
        try {
          await shown.waitFor({ timeout: 180_000 });
          ms = performance.now() - started;
        } catch {
          log(`the Dashboard did not show ${payments} payments within 3 minutes`);
        }
        const text = await page.getByText(/paid in \d+ payments?\./).first().textContent({ timeout: 1_000 }).catch(() => null);
        const count = text ? /paid in (\d+) payment/.exec(text)?.[1] : undefined;
        return { ms, shownPayments: count === undefined ? null : Number(count) };
      } finally {
        await context.close();
        await server.stop();
      }
    },
  };
}

/** Where a quarter's server copy goes. */
export const quarterDataDir = (workDir: string, quarter: number) => join(workDir, `server-q${quarter}`);
