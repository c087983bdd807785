import fp from 'fastify-plugin';
import { openPostgresSessionStore } from '../storage/postgres-session-store';
import { openPostgresUsersStore } from '../storage/postgres-users-store';
import type { SessionStore } from '../storage/session-store';
import { openSqliteSessionStore } from '../storage/sqlite-session-store';
import { openSqliteUsersStore } from '../storage/sqlite-users-store';
import type { UsersStore } from '../storage/users-store';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersStore;
    sessions: SessionStore;
  }
}

/** Opens the configured stores of people and sessions (SQLite file by default, PostgreSQL with DATABASE_URL). */
export default fp(
  async (app) => {
    const { database } = app.config;
    const onError = (message: string, error: unknown) => app.log.error({ err: error }, message);
    const users = database.kind === 'sqlite' ? openSqliteUsersStore(database.file) : await openPostgresUsersStore(database.url, { onError });
    app.addHook('onClose', async () => users.close());
    const sessions =
      database.kind === 'sqlite' ? openSqliteSessionStore(database.file, { onError }) : await openPostgresSessionStore(database.url, { onError });
    app.addHook('onClose', async () => sessions.close());
    app.decorate('users', users);
    app.decorate('sessions', sessions);
  },
  { name: 'storage', dependencies: ['config'] },
);
