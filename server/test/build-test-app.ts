import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type PaydownConfig } from '../../fastify.config';
import { buildApp } from '../src/app';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { createTestAccount, type TestAccount } from './emulator-accounts';
import { freshStorage, type StoreKind } from './store-variants';

export interface TestApp {
  app: FastifyInstance;
  /** Every route of the app: its methods and its path as registered. */
  routes: { method: string; url: string }[];
  config: PaydownConfig;
  emulatorPort: number;
  /** A new emulator account with an open session: `cookie` goes in a Cookie header. */
  signedInUser(): Promise<TestAccount & { cookie: string }>;
  /** Another session of the same account, as a second device signing in would open. */
  openSession(idToken: string): Promise<string>;
  /** Every answer with a 5xx status this app gave (`METHOD url → status`), for tests that must see none. */
  serverErrors: string[];
  /** Listens on a free 127.0.0.1 port (for streams and real HTTP); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real app (real Auth emulator; a real SQLite file in a temp folder, or with `store:
 * 'PostgreSQL'` a fresh database of the tests' cluster, dropped on close; or what DATABASE_URL in
 * `overrides` says).
 */
export async function buildTestApp(overrides: Record<string, string> = {}, { store = 'SQLite' }: { store?: StoreKind } = {}): Promise<TestApp> {
  const emulatorPort = inject('authEmulatorPort');
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'server-test-'));
  const storage = await freshStorage(store);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(emulatorPort),
    ...storage.env,
    ...overrides,
  });
  const routes: TestApp['routes'] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  };
  const app = await buildApp(config, { clientRoot: join(dataDir, 'no-client'), onRoute });
  const serverErrors: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${request.method} ${request.url} → ${reply.statusCode}`);
  });
  const openSession = async (idToken: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/session', payload: { idToken } });
    if (response.statusCode !== 200) throw new Error(`session failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error('no session cookie set');
    return `${SESSION_COOKIE}=${cookie.value}`;
  };
  return {
    app,
    routes,
    config,
    emulatorPort,
    serverErrors,
    openSession,
    async signedInUser() {
      const account = await createTestAccount(emulatorPort);
      return { ...account, cookie: await openSession(account.idToken) };
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await storage.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
