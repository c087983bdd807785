import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { composeSessionCookie, newSessionId, parseSessionCookie } from '../auth/session-cookie';
import { SESSION_COOKIE } from '../plugins/auth';
import { errorResponses } from './errors';

const sessionInfo = {
  type: 'object',
  properties: { uid: { type: 'string' }, email: { type: ['string', 'null'] }, expiresAt: { type: 'string' } },
  required: ['uid'],
} as const;

/** firebase-admin's codes for an ID token whose sign-in is over (not merely malformed or expired). */
const SIGN_IN_ENDED = new Set(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found']);

/**
 * Sessions: exchanges a Firebase ID token for an HttpOnly session cookie, so that every later
 * request (including the SSE stream, which cannot send headers) authenticates by cookie, and ends
 * sessions. Each session is recorded in the session store and ended there on sign-out, so a copy
 * of the cookie stops working at once, on every instance.
 */
const session: FastifyPluginAsync = async (app) => {
  const maxAgeMs = app.config.sessionDays * 24 * 60 * 60 * 1000;

  /** The session id of the request's cookie, if it carries a well-signed one (valid or not). */
  const cookieSessionId = (request: FastifyRequest): string | null => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const parts = unsigned?.valid && unsigned.value ? parseSessionCookie(unsigned.value) : null;
    if (parts) app.verifiedSessions.forget(parts.firebaseCookie);
    return parts?.sessionId ?? null;
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.post<{ Body: { idToken: string } }>(
    '/api/session',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
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
      } catch (error) {
        if (SIGN_IN_ENDED.has((error as { code?: string }).code ?? '')) {
          return reply.code(401).send({
            statusCode: 401,
            error: 'Unauthorized',
            code: 'sign-in-ended',
            message: 'This sign-in has ended (signed out on every device, or the account is disabled); sign in again',
          });
        }
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'The ID token is invalid or expired' });
      }
      const firebaseCookie = await app.firebaseAuth.createSessionCookie(request.body.idToken, { expiresIn: maxAgeMs });
      // A session this browser held until now is replaced: end it rather than leave a copy valid.
      const previous = cookieSessionId(request);
      if (previous) await app.sessions.end(previous);
      const sessionId = newSessionId();
      const expiresAt = new Date(Date.now() + maxAgeMs);
      await app.sessions.open({ id: sessionId, uid: claims.uid, expiresAt });
      reply.setCookie(SESSION_COOKIE, composeSessionCookie({ sessionId, firebaseCookie }), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: maxAgeMs / 1000,
        signed: true,
      });
      return { uid: claims.uid, email: claims.email ?? null, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get('/api/session', { schema: { response: { 200: sessionInfo, ...errorResponses } } }, async (request) => ({
    uid: request.session!.uid,
    email: request.session!.email ?? null,
  }));

  // Signing out works with any cookie, or none: it ends the session the cookie names, if any.
  app.delete('/api/session', { config: { public: true }, schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    const sessionId = cookieSessionId(request);
    if (sessionId) await app.sessions.end(sessionId);
    clearCookie(reply);
    return reply.code(204).send();
  });

  // "Sign out everywhere": every session of this person, on every device and instance, and the
  // person's Firebase sign-ins (refresh tokens), so that no device can open a new session with them.
  app.delete('/api/sessions', { schema: { response: { 204: { type: 'null' }, ...errorResponses } } }, async (request, reply) => {
    const uid = request.session!.uid;
    try {
      await app.firebaseAuth.revokeRefreshTokens(uid);
    } catch (error) {
      request.log.error({ err: error }, 'could not revoke the sign-ins');
      return reply
        .code(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'The sign-in service could not be reached; nothing was signed out. Try again.' });
    }
    await app.sessions.endAll(uid);
    clearCookie(reply);
    return reply.code(204).send();
  });
};

export default session;
