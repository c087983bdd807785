/** Both users stores accept and refuse the same records. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresUsersStore } from './postgres-users-store';
import { openSqliteUsersStore } from './sqlite-users-store';
import type { ServerUser, UsersStore } from './users-store';

mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const serverUrl = inject('postgresUrl');

const record = (overrides: Partial<ServerUser> = {}): ServerUser => ({
  id: 'record-1', uid: 'alice', email: 'alice@example.com', displayName: 'Alice', photoURL: null, phoneNumber: null,
  emailVerified: true, isAnonymous: false, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: '2026-01-01T00:00:00.000Z', ...overrides,
});

describe.each([
  ['SQLite', async () => ({ store: openSqliteUsersStore(join(dir, 'users.sqlite')), dispose: async () => undefined })],
  ['PostgreSQL', async () => {
    const url = await createFreshDatabase(serverUrl);
    return { store: await openPostgresUsersStore(url), dispose: () => dropDatabase(serverUrl, url) };
  }],
] as Array<[string, () => Promise<{ store: UsersStore; dispose(): Promise<void> }>]>)('%s users store', (_kind, open) => {
  it('refuses text it cannot store faithfully (NUL, unpaired surrogates) with a TypeError, and keeps any other text exactly', async () => {
    const { store, dispose } = await open();
    try {
      for (const displayName of ['nul-\u0000-1', 'a\ud800b']) {
        await expect(store.createIfAbsent(record({ displayName }))).rejects.toThrow(TypeError);
      }
      expect(await store.findByUid('alice')).toBeNull();
      const kept = record({ displayName: 'Crédit «Visa» 💳 — 信用卡' });
      expect(await store.createIfAbsent(kept)).toEqual({ user: kept, created: true });
    } finally {
      await store.close();
      await dispose();
    }
  });
});
