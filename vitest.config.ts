import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SETTLE_WAIT } from './client/src/lib/test-support/settle-wait.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `expect.poll` waits as long as every other wait of the tests (settle-wait.ts says why).
const expectPoll = { poll: { timeout: SETTLE_WAIT.timeout, interval: SETTLE_WAIT.interval } };

const alias = {
  '@/': here('./client/src/'),
  '@schemas/': here('./schemas/'),
};

/**
 * Two projects: `unit` (client, schemas, pure code; no services) and `server` (Fastify with the
 * real Firebase Auth emulator, started once by its global setup only when server tests run).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 90_000,
    projects: [
      {
        resolve: { alias },
        define: { __FIREBASE_CONFIG__: JSON.stringify({ apiKey: 'test', authDomain: 'test', projectId: 'demo-paydown', useEmulator: true }) },
        test: {
          name: 'unit',
          benchmark: { include: ['client/src/**/*.bench.ts'] },
          include: ['client/src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
          environment: 'node',
          setupFiles: ['client/src/unit-test-setup.ts'],
          expect: expectPoll,
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          benchmark: { include: ['server/**/*.bench.ts'] },
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          expect: expectPoll,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
