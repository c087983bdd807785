import { resolve } from 'node:path';

/** The end-to-end server: its own ports, a throwaway data folder and a build of its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9310);
export const E2E_APP_URL = `http://127.0.0.1:${E2E_PORT}`;

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT),
  DATA_DIR: resolve(`.tmp/e2e-data-${E2E_PORT}`),
  CLIENT_DIR: resolve(`.tmp/e2e-dist-${E2E_PORT}`),
};
