/** The session store contract, on both stores, and its announcements across PostgreSQL instances. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresSessionStore } from './postgres-session-store';
import type { SessionEnded, SessionStore } from './session-store';
import { openSqliteSessionStore } from './sqlite-session-store';

mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'sessions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const serverUrl = inject('postgresUrl');

const newId = () => randomBytes(16).toString('hex');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Fresh storage; `open` opens another store (instance) on it. */
type FreshSessions = () => Promise<{ open(): Promise<SessionStore>; dispose(): Promise<void> }>;

const KINDS: Array<[string, FreshSessions]> = [
  ['SQLite', async () => {
    const file = join(dir, `${newId()}.sqlite`);
    return { open: async () => openSqliteSessionStore(file), dispose: async () => undefined };
  }],
  ['PostgreSQL', async () => {
    const url = await createFreshDatabase(serverUrl);
    return { open: () => openPostgresSessionStore(url), dispose: () => dropDatabase(serverUrl, url) };
  }],
];

async function withStore(fresh: FreshSessions, test: (store: SessionStore, events: SessionEnded[]) => Promise<void>) {
  const location = await fresh();
  const store = await location.open();
  const events: SessionEnded[] = [];
  store.onEnded((event) => events.push(event));
  try {
    await test(store, events);
  } finally {
    await store.close();
    await location.dispose();
  }
}

describe.each(KINDS)('%s session store', (_kind, fresh) => {
  it('knows the owner of an open session, and nothing of an unknown or expired one', () =>
    withStore(fresh, async (store) => {
      const [open, expired] = [newId(), newId()];
      await store.open({ id: open, uid: 'alice', expiresAt: inDays(5) });
      await store.open({ id: expired, uid: 'alice', expiresAt: new Date(Date.now() - 1000) });
      expect(await store.ownerOf(open)).toBe('alice');
      expect(await store.ownerOf(expired)).toBeNull();
      expect(await store.ownerOf(newId())).toBeNull();
    }));

  it('ends one session, once, announcing it; the person’s other sessions stay open', () =>
    withStore(fresh, async (store, events) => {
      const [laptop, phone] = [newId(), newId()];
      await store.open({ id: laptop, uid: 'alice', expiresAt: inDays(5) });
      await store.open({ id: phone, uid: 'alice', expiresAt: inDays(5) });
      await store.end(laptop);
      await store.end(laptop);
      await store.end(newId());
      expect(await store.ownerOf(laptop)).toBeNull();
      expect(await store.ownerOf(phone)).toBe('alice');
      await expect.poll(() => events).toEqual([{ uid: 'alice', sessionId: laptop }]);
    }));

  it('ends every session of one person, and no one else’s', () =>
    withStore(fresh, async (store, events) => {
      const [a1, a2, b1] = [newId(), newId(), newId()];
      await store.open({ id: a1, uid: 'alice', expiresAt: inDays(5) });
      await store.open({ id: a2, uid: 'alice', expiresAt: inDays(5) });
      await store.open({ id: b1, uid: 'bob', expiresAt: inDays(5) });
      await store.endAll('alice');
      expect([await store.ownerOf(a1), await store.ownerOf(a2), await store.ownerOf(b1)]).toEqual([null, null, 'bob']);
      await expect.poll(() => events).toEqual([{ uid: 'alice', sessionId: null }]);
    }));
});

describe('PostgreSQL session store across instances', () => {
  it('an ending through one instance is announced on the other, and seen there at once', async () => {
    const url = await createFreshDatabase(serverUrl);
    const [first, second] = await Promise.all([openPostgresSessionStore(url), openPostgresSessionStore(url)]);
    try {
      const seen: SessionEnded[] = [];
      second.onEnded((event) => seen.push(event));
      const id = newId();
      await first.open({ id, uid: 'alice', expiresAt: inDays(5) });
      expect(await second.ownerOf(id)).toBe('alice');
      await first.end(id);
      expect(await second.ownerOf(id)).toBeNull();
      await first.endAll('bob');
      await expect.poll(() => seen).toEqual([{ uid: 'alice', sessionId: id }, { uid: 'bob', sessionId: null }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await dropDatabase(serverUrl, url);
    }
  });
});
