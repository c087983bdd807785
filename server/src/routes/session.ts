import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE } from '../plugins/auth';
import { errorResponses } from './errors';

const sessionInfo = {
  type: 'object',
  properties: { uid: { type: 'string' }, email: { type: ['string', 'null'] }, expiresAt: { type: 'string' } },
  required: ['uid'],
} as const;

/**
 * Exchanges a Firebase ID token for an HttpOnly session cookie, so that every later request
 * (including the SSE stream, which cannot send headers) authenticates by cookie.
 */
const session: FastifyPluginAsync = async (app) => {
  const maxAgeMs = app.config.sessionDays * 24 * 60 * 60 * 1000;

  app.post<{ Body: { idToken: string } }>(
    '/api/session',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object',
          properties: { idToken: { type: 'string', minLength: 1, maxLength: 8192 } },
          required: ['idToken'],
          additionalProperties: false,
        },
        response: { 200: sessionInfo, ...errorResponses },
      },
    },
    async (request, reply) => {
      let claims;
      try {
        claims = await app.firebaseAuth.verifyIdToken(request.body.idToken, true);
      } catch {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'The ID token is invalid or expired' });
      }
      const cookieValue = await app.firebaseAuth.createSessionCookie(request.body.idToken, { expiresIn: maxAgeMs });
      reply.setCookie(SESSION_COOKIE, cookieValue, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: maxAgeMs / 1000,
        signed: true,
      });
      return { uid: claims.uid, email: claims.email ?? null, expiresAt: new Date(Date.now() + maxAgeMs).toISOString() };
    },
  );

  app.get(
    '/api/session',
    { preHandler: app.requireSession, schema: { response: { 200: sessionInfo, ...errorResponses } } },
    async (request) => ({ uid: request.session!.uid, email: request.session!.email ?? null }),
  );

  app.delete('/api/session', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    // Signing out ends the session here at once, not after the verified-session recheck time.
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value) app.verifiedSessions.forget(unsigned.value);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
};

export default session;
