import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startAuthEmulator, type RunningAuthEmulator } from '../server/src/dev/auth-emulator';
import { signUp } from './support/accounts';
import { expectPhoneBanner } from './support/banner-layout';
import { E2E_AUTH_EMULATOR_PORT, E2E_ENV, E2E_PORT } from './support/e2e-env';
import { startPaydown, type PaydownServer } from './support/paydown-server';
import { waitForControllingWorker } from './support/service-worker';

// A server of its own serving a client folder of its own, which the test rebuilds while a page is
// open. The identity provider runs apart from it so accounts survive the server's restart.
const clientDir = resolve(`.tmp/e2e-update-dist-${E2E_PORT}`);
const env = {
  PORT: String(E2E_PORT + 50),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT + 50),
  AUTH_EMULATOR_START: 'false',
  DATA_DIR: resolve(`.tmp/e2e-update-data-${E2E_PORT}`),
  CLIENT_DIR: clientDir,
};

/** `vite build` into the test's client folder, with a build id the new bundle carries. */
async function buildClient(buildId: string): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    // workbox-build leaves a temp folder per build: keep it in .tmp.
    env: { ...process.env, CLIENT_DIR: clientDir, PAYDOWN_BUILD_ID: buildId, TMPDIR: resolve('.tmp') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
}

const runningBuild = (page: Page) => page.locator('meta[name="paydown-build"]');

test('a new version built while the app is open shows the update card, and "Update Now" loads it', async ({ browser }) => {
  // Two server starts and a full client build: about 2-3 minutes on a busy 2-core machine.
  test.setTimeout(420_000);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
  // The first version is the suite's own build (its web server has just made it).
  cpSync(E2E_ENV.CLIENT_DIR!, clientDir, { recursive: true });

  const identity: RunningAuthEmulator = await startAuthEmulator({
    projectId: 'demo-paydown',
    port: Number(env.AUTH_EMULATOR_PORT),
    dataDir: env.DATA_DIR,
    persist: false,
  });
  let server: PaydownServer | undefined = await startPaydown(env);
  // A phone's screen: the card must also fit there, clear of the bottom bar.
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await signUp(page);
    await waitForControllingWorker(page);
    const oldBuild = await runningBuild(page).getAttribute('content');
    expect(oldBuild).toBeTruthy();
    await expect(page.getByTestId('update-card')).toHaveCount(0);

    // A new version is built and deployed while the page stays open. The server starts again
    // because it lists the client's files when it starts (as `npm start` does after its build).
    const newBuild = `e2e-${randomUUID().slice(0, 8)}`;
    await buildClient(newBuild);
    await server.stop();
    server = undefined;
    server = await startPaydown(env);

    // The app's own check runs every 60 minutes and when the page is shown again after that
    // long; here the test asks the registration to check now, as that timer would.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const card = page.getByTestId('update-card');
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('A new version of Paydown is ready');
    await expect(runningBuild(page)).toHaveAttribute('content', oldBuild!); // nothing changes until asked
    await expectPhoneBanner(page, card, 'Update to get the latest improvements. Your data stays on this device.');

    await card.getByRole('button', { name: 'Update Now' }).click();
    await expect(runningBuild(page)).toHaveAttribute('content', newBuild, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('update-card')).toHaveCount(0);
    // The page is controlled by the new worker, whose precache holds the new code (the start-up
    // scripts index.html loads: its entry and the chunks it preloads; one of them names the build).
    const cachedNewBundle = await page.evaluate(async (build) => {
      const scripts = [
        ...[...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => script.src),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
      ];
      const cached = await Promise.all(scripts.map((url) => caches.match(url, { ignoreSearch: true })));
      if (cached.length === 0 || cached.some((response) => response === undefined)) return false;
      const texts = await Promise.all(cached.map((response) => response!.text()));
      return texts.some((text) => text.includes(build));
    }, newBuild);
    expect(cachedNewBundle).toBe(true);
  } finally {
    await context.close();
    await server?.stop();
    await identity.stop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
});
