/**
 * The Paydown server and Chromium as benchmarks start them: each registered with the cleanups
 * (cleanups.ts) under the PIDs it added, so that it is killed even if a clean stop fails.
 */
import { existsSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import type { PaydownServer } from '../../e2e/support/paydown-server';
import { childPids, killIfAlive } from './child-processes';
import { onCleanup } from './cleanups';

/** `start`'s result, stopped at cleanup; `stop()` also kills what the clean stop left. */
async function startTracked<T>(label: string, start: () => Promise<T>, stop: (started: T) => Promise<unknown>): Promise<{ started: T; stop: () => Promise<void> }> {
  const before = childPids();
  const started = await start();
  const pids = childPids().filter((pid) => !before.includes(pid));
  const stopIt = async () => {
    try {
      await stop(started);
    } finally {
      for (const pid of pids) killIfAlive(pid);
    }
  };
  onCleanup(label, stopIt);
  return { started, stop: stopIt };
}

/** The server as `npm start` runs it (e2e/support/paydown-server.ts), with `env`; 127.0.0.1 unless HOST says otherwise. */
export async function startBenchPaydown(label: string, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const { startPaydown } = await import('../../e2e/support/paydown-server');
  const { started, stop } = await startTracked<PaydownServer>(label, () => startPaydown(env), (server) => server.stop());
  return { url: started.url, stop };
}

/** Headless Chromium (the system's, else PAYDOWN_CHROMIUM, else Playwright's). */
export async function launchBenchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? process.env.PAYDOWN_CHROMIUM;
  const { started } = await startTracked(
    'Chromium',
    () =>
      chromium.launch({
        ...(executablePath ? { executablePath } : {}),
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
    (browser) => browser.close(),
  );
  return started;
}
