import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, time: { type: 'string' } },
            required: ['status', 'time'],
          },
        },
      },
    },
    async () => ({ status: 'ok', time: new Date().toISOString() }),
  );
};

export default health;
