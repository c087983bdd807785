/**
 * Vitest global setup: one throwaway Firebase Auth emulator for every server test (the real
 * identity provider, not a mock), on its own port so a running `npm start` is left alone.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../src/dev/auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorPort: number;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399);
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'auth-emulator-'));
  const emulator = await startAuthEmulator({ projectId: 'demo-paydown', port, dataDir, persist: false });
  project.provide('authEmulatorPort', port);
  return async () => {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
