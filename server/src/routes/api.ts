import type { FastifyPluginAsync } from 'fastify';
import compression from '../plugins/compression';
import account from './account';
import eraseDeleted from './erase-deleted';
import health from './health';
import session from './session';
import sessions from './sessions';
import syncPull from './sync/pull';
import syncPush from './sync/push';
import syncStream from './sync/stream';
import users from './users';

/** What anyone may call: the health check, and opening and ending a session. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(session);
};

/**
 * Everything a person does once signed in. The session check is this scope's own onRequest hook,
 * added once: it runs before every route registered here (and before their rate limits, which
 * count per account), however the router was reached — `/%61pi/…` included — and a route added
 * here cannot forget it. Fastify encapsulation keeps the hook out of the public scope.
 */
const signedInRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireSession);
  await app.register(sessions);
  await app.register(users);
  await app.register(syncPull);
  await app.register(syncPush);
  await app.register(syncStream);
  await app.register(eraseDeleted);
  await app.register(account);
};

/** Everything under /api, in two scopes: public and signed in (docs/architecture.md, "Server"). */
const api: FastifyPluginAsync = async (app) => {
  await app.register(compression);
  await app.register(publicRoutes);
  await app.register(signedInRoutes);
};

export default api;
