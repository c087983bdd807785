import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type PaydownConfig } from '../../fastify.config';
import { buildApp } from '../src/app';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { createTestAccount, type TestAccount } from './emulator-accounts';

export interface TestApp {
  app: FastifyInstance;
  config: PaydownConfig;
  emulatorPort: number;
  /** A new emulator account with an open session: `cookie` goes in a Cookie header. */
  signedInUser(): Promise<TestAccount & { cookie: string }>;
  close(): Promise<void>;
}

/** A real app (real Auth emulator, real SQLite file in a temp folder) for `inject` tests. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const emulatorPort = inject('authEmulatorPort');
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(emulatorPort),
    ...overrides,
  });
  const app = await buildApp(config, { clientRoot: join(dataDir, 'no-client') });
  return {
    app,
    config,
    emulatorPort,
    async signedInUser() {
      const account = await createTestAccount(emulatorPort);
      const response = await app.inject({ method: 'POST', url: '/api/session', payload: { idToken: account.idToken } });
      if (response.statusCode !== 200) throw new Error(`session failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!cookie) throw new Error('no session cookie set');
      return { ...account, cookie: `${SESSION_COOKIE}=${cookie.value}` };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
