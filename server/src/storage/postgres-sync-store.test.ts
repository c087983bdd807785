import { inject } from 'vitest';
import { createFreshDatabase, dropDatabase } from '../../test/postgres-databases';
import { openPostgresSyncStore } from './postgres-sync-store';
import { describeSyncStoreContract } from './sync-store.contract';
import { describeSequenceInvariant } from './sync-store.sequence';

const serverUrl = inject('postgresUrl');

/** A store on a database of its own, dropped when the store is closed. */
describeSyncStoreContract('PostgreSQL', async () => {
  const url = await createFreshDatabase(serverUrl);
  const store = await openPostgresSyncStore(url);
  return {
    ...store,
    async close() {
      await store.close();
      await dropDatabase(serverUrl, url);
    },
  };
});

// Several stores (as several server instances would), each with its own pool of connections.
describeSequenceInvariant('PostgreSQL', async () => {
  const url = await createFreshDatabase(serverUrl);
  return { open: () => openPostgresSyncStore(url), dispose: () => dropDatabase(serverUrl, url) };
}, { stores: 4 });
