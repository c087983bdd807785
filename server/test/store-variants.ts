import { inject } from 'vitest';
import { createFreshDatabase, dropDatabase } from './postgres-databases';

export type StoreKind = 'SQLite' | 'PostgreSQL';

/** Both stores, for suites that must hold on each (`describe.each(STORE_KINDS)`). */
export const STORE_KINDS: StoreKind[] = ['SQLite', 'PostgreSQL'];

/**
 * The configuration that points an app at fresh, empty storage of `kind` (SQLite is the default:
 * a file in the app's own temp folder), and how to remove it afterwards.
 */
export async function freshStorage(kind: StoreKind): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  if (kind === 'SQLite') return { env: {}, dispose: async () => undefined };
  const serverUrl = inject('postgresUrl');
  const url = await createFreshDatabase(serverUrl);
  return { env: { DATABASE_URL: url }, dispose: () => dropDatabase(serverUrl, url) };
}
