import fp from 'fastify-plugin';
import type { PaydownConfig } from '../../../fastify.config';

declare module 'fastify' {
  interface FastifyInstance {
    config: PaydownConfig;
  }
}

/** Makes the validated configuration available as `app.config` to every later plugin. */
export default fp<{ config: PaydownConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
