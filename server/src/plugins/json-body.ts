import fp from 'fastify-plugin';
import { httpError } from '../errors/http-error';
import { findJsonProblem } from '../input/json-limits';

/**
 * Every JSON body is parsed by Fastify's own parser (which refuses `__proto__` and `constructor`
 * tricks), then checked against the input limits (input/json-limits.ts) before any route sees it:
 * a body with a non-finite number, nesting beyond the limit or text that cannot be stored is a 400
 * naming the field, before validation, storage or serialisation start.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
        if (error) return done(error, undefined);
        const problem = findJsonProblem(value);
        if (problem) return done(httpError(400, problem), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
