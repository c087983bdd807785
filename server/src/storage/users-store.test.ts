/** Both users stores accept and refuse the same records. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
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

  it('a sign-in overwrites lastLoginAt of the record and nothing else; without a record it changes nothing', async () => {
    const { store, dispose } = await open();
    try {
      const stored = record({ uid: 'signs-in' });
      await store.createIfAbsent(stored);
      await store.recordSignIn('signs-in', '2026-03-01T08:00:00.000Z');
      const after = await store.recordSignIn('signs-in', '2026-03-02T09:30:00.000Z');
      expect(after).toEqual({ ...stored, lastLoginAt: '2026-03-02T09:30:00.000Z' });
      expect(await store.findByUid('signs-in')).toEqual(after);
      expect(await store.recordSignIn('nobody-here', '2026-03-02T09:30:00.000Z')).toBeNull();
      expect(await store.findByUid('nobody-here')).toBeNull();
    } finally {
      await store.close();
      await dispose();
    }
  });
});

describe('PostgreSQL users store', () => {
  it('survives its idle connections being terminated (a database restart): reported, replaced, and it goes on', async () => {
    const url = await createFreshDatabase(serverUrl);
    const errors: string[] = [];
    const store = await openPostgresUsersStore(url, { onError: (message) => errors.push(message) });
    try {
      expect(await store.findByUid('nobody')).toBeNull(); // leaves an idle connection in the pool
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      } finally {
        await admin.end();
      }
      await expect.poll(() => errors).toEqual(['users store: an idle PostgreSQL connection failed']);
      const kept = record({ uid: 'after-restart' });
      expect(await store.createIfAbsent(kept)).toEqual({ user: kept, created: true });
    } finally {
      await store.close();
      await dropDatabase(serverUrl, url);
    }
  });
});
