import fp from 'fastify-plugin';
import { openPostgresUsersStore } from '../storage/postgres-users-store';
import { openSqliteUsersStore } from '../storage/sqlite-users-store';
import type { UsersStore } from '../storage/users-store';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersStore;
  }
}

/** Opens the configured store (SQLite file by default, PostgreSQL with DATABASE_URL). */
export default fp(
  async (app) => {
    const { database } = app.config;
    const users =
      database.kind === 'sqlite' ? openSqliteUsersStore(database.file) : await openPostgresUsersStore(database.url);
    app.decorate('users', users);
    app.addHook('onClose', async () => users.close());
  },
  { name: 'storage', dependencies: ['config'] },
);
