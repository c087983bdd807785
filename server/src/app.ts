import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { PaydownConfig } from '../../fastify.config';
import authEmulatorProxy from './plugins/auth-emulator-proxy';
import auth from './plugins/auth';
import clientApp from './plugins/client-app';
import config from './plugins/config';
import errorHandler from './plugins/error-handler';
import security from './plugins/security';
import storage from './plugins/storage';
import sync from './plugins/sync';
import jsonBody from './plugins/json-body';
import api from './routes/api';

export interface BuildAppOptions {
  /** Folder of the built client; omit to use the configured CLIENT_DIR. */
  clientRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added (the tests list the API's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The server's clock for folding histories (docs/sync.md, "Bounded history"); a simulator passes its own. */
  now?: () => Date;
}

/** Composes the server: external plugins, our services, then routes (fastify/demo layering). */
export async function buildApp(paydownConfig: PaydownConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: paydownConfig.trustProxy,
    bodyLimit: 1024 * 1024,
    // Open SSE streams would otherwise keep close() waiting forever.
    forceCloseConnections: true,
    ajv: {
      // Strict types: "yes" is not a boolean and 12 is not a name. Bad input gets a 400.
      customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false },
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(config, { config: paydownConfig });
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(security, { clientRoot: options.clientRoot ?? paydownConfig.clientDir });
  await app.register(storage);
  await app.register(auth);
  await app.register(sync, { now: options.now ?? (() => new Date()) });
  await app.register(authEmulatorProxy);
  await app.register(api);
  await app.register(clientApp, { root: options.clientRoot ?? paydownConfig.clientDir });
  return app;
}
