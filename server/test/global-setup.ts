/**
 * Vitest global setup for the server tests, started together:
 * - one throwaway Firebase Auth emulator (the real identity provider, not a mock), on its own
 *   port so a running `npm start` is left alone;
 * - one throwaway PostgreSQL cluster (throwaway-postgres.ts), required: the storage contract runs
 *   on PostgreSQL too. Tests create their own databases on it from `postgresUrl`.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startAuthEmulator } from '../src/dev/auth-emulator';
import { createFreshDatabase } from './postgres-databases';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorPort: number;
    /** A database of the throwaway cluster; its superuser may CREATE DATABASE. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // A free port each run: test runs (and a running `npm start`) never collide.
  const port = process.env.TEST_AUTH_EMULATOR_PORT ? Number(process.env.TEST_AUTH_EMULATOR_PORT) : await freePort();
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'auth-emulator-'));
  const [emulator, postgres] = await Promise.allSettled([
    startAuthEmulator({ projectId: 'demo-paydown', port, dataDir, persist: false }),
    startThrowawayPostgres(),
  ]);
  const teardown = async () => {
    await Promise.all([
      emulator.status === 'fulfilled' ? emulator.value.stop() : undefined,
      postgres.status === 'fulfilled' ? postgres.value.stop() : undefined,
    ]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (emulator.status === 'rejected' || postgres.status === 'rejected') {
    await teardown();
    throw emulator.status === 'rejected' ? emulator.reason : (postgres as PromiseRejectedResult).reason;
  }
  try {
    project.provide('postgresUrl', await createFreshDatabase(postgres.value.adminUrl, 'paydown'));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('authEmulatorPort', port);
  return teardown;
}
