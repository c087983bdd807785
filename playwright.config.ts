import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_URL, E2E_ENV } from './e2e/support/e2e-env';

/**
 * End-to-end tests in a real Chromium against the app started exactly as `npm start` starts
 * it (build, Auth emulator, Fastify), on ports of its own so a running dev server is untouched.
 * Debian's /usr/bin/chromium is used where present (browser downloads fail on these machines);
 * elsewhere set PAYDOWN_CHROMIUM or install Playwright's own Chromium.
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const executablePath = process.env.PAYDOWN_CHROMIUM ?? systemChromium;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  // Baselines of e2e/visual.spec.ts, committed (docs/testing.md, "Visual regression").
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Baselines are compared with a small tolerance. Measured: three runs on unchanged code with
      // no tolerance at all (threshold 0, 0 pixels) matched every picture exactly. The margin: a
      // pixel counts as different when its colour moves by more than 0.05 (YIQ distance, 0 to 1;
      // Playwright's default 0.2 does not see a one-shade change such as teal.700 → teal.800), and
      // up to 100 such pixels pass (a few anti-aliased glyph edges; a changed word is more).
      threshold: 0.05,
      maxDiffPixels: 100,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: fileURLToPath(new URL('e2e/support/screenshot.css', import.meta.url)),
    },
  },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm start',
    url: `${E2E_APP_URL}/api/health`,
    env: E2E_ENV,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
