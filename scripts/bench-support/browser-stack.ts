/**
 * What the browser benchmarks run against: the built client (built first when stale, as
 * `npm start` does), the real Paydown server on 127.0.0.1 and Chromium, each stopped at the end
 * (onCleanup), also on failure; and signing up or in through the login page, as a person does.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { childPids, killIfAlive } from './child-processes';
import { onCleanup } from './cleanups';
import { ensureClientBuilt } from './client-build';

/** Builds `clientDir` unless its build is current; Ctrl-C stops the build too. */
export async function ensureBuilt(clientDir: string, log: (line: string) => void): Promise<void> {
  await ensureClientBuilt(clientDir, log, (child) => {
    onCleanup('vite build', async () => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
    });
  });
}

/**
 * The Paydown server (server/src/start.ts) serving `env.CLIENT_DIR`, with the Auth emulator the
 * caller started (AUTH_EMULATOR_PORT); its PIDs are remembered so that it is killed even if a clean
 * stop fails. Resolves with its address and a `stop` for a caller that runs several in turn (it is
 * stopped at the end in any case).
 */
export async function startPaydownServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const { startPaydown } = await import('../../e2e/support/paydown-server');
  const childrenBefore = childPids();
  const server = await startPaydown({ AUTH_EMULATOR_START: 'false', LOG_LEVEL: 'warn', ...env });
  const serverPids = childPids().filter((pid) => !childrenBefore.includes(pid));
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      try {
        await server.stop();
      } finally {
        for (const pid of serverPids) killIfAlive(pid);
      }
    })());
  onCleanup('Paydown server', stop);
  return { url: server.url, stop };
}

/** Headless Chromium (the system's, else Playwright's), closed (or killed) at the end. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  const childrenBefore = childPids();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? process.env.PAYDOWN_CHROMIUM;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browserPids = childPids().filter((pid) => !childrenBefore.includes(pid));
  onCleanup('Chromium', async () => {
    try {
      await browser.close();
    } finally {
      for (const pid of browserPids) killIfAlive(pid);
    }
  });
  return browser;
}

/** Creates an account on the login page and waits for the Dashboard. */
export async function signUpOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/** Signs in on the login page (the caller waits for what it measures). */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
