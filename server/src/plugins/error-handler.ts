import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errorBody } from '../errors/http-error';

/**
 * The one error handler, and so the one place error bodies are written (errors/http-error.ts):
 * 4xx answers carry a message a person can act on; anything else is logged with its stack and
 * answered with a generic 500, never leaking internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status = error.statusCode ?? 500;
      if ('validation' in error && error.validation) {
        const message = error.message.replace(/^body\//, '').replace(/^querystring\//, '');
        return reply.code(400).send(errorBody(400, message));
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody(status, error.message, error instanceof HttpError ? error.answerCode : undefined));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    });
  },
  { name: 'error-handler' },
);
