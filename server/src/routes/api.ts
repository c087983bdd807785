import type { FastifyPluginAsync } from 'fastify';
import eraseDeleted from './erase-deleted';
import health from './health';
import session from './session';
import syncPull from './sync/pull';
import syncPush from './sync/push';
import syncStream from './sync/stream';
import users from './users';

/**
 * Everything under /api. A session is required by default: the check is a hook of this scope, so
 * it runs for every route the router matches here, however the path was spelled; a route that
 * must be reachable signed out says so with `config: { public: true }`.
 */
const api: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public === true) return;
    await app.requireSession(request, reply);
  });
  await app.register(health);
  await app.register(session);
  await app.register(users);
  await app.register(syncPull);
  await app.register(syncPush);
  await app.register(syncStream);
  await app.register(eraseDeleted);
};

export default api;
