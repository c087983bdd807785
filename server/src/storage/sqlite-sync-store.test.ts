import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openSqliteSyncStore } from './sqlite-sync-store';
import { describeSyncStoreContract } from './sync-store.contract';
import { describeSequenceInvariant } from './sync-store.sequence';

mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'sqlite-sync-'));
let files = 0;
const freshFile = () => join(dir, `sync-${(files += 1)}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeSyncStoreContract('SQLite', async () => openSqliteSyncStore(freshFile()));

// Several connections on one file; better-sqlite3 is synchronous, so within one process the
// pushes interleave between calls, and SQLite's write lock orders them across connections.
describeSequenceInvariant('SQLite', async () => {
  const file = freshFile();
  return { open: async () => openSqliteSyncStore(file) };
}, { stores: 3 });
