import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The one error handler: 4xx answers carry a message a person can act on; anything else is
 * logged with its stack and answered with a generic 500, never leaking internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (error.validation) {
        const message = error.message.replace(/^body\//, '').replace(/^querystring\//, '');
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
    });
  },
  { name: 'error-handler' },
);
