import type { FastifyRequest } from 'fastify';
import { ACCOUNT_CLOSED, SIGN_IN_ENDED, errorResponses } from '../../../schemas/wire/errors';
import { newSessionBodySchema, sessionInfoSchema } from '../../../schemas/wire/users';
import { composeSessionCookie, newSessionId, parseSessionCookie } from '../auth/session-cookie';
import { httpError } from '../errors/http-error';
import { SESSION_COOKIE, clearSessionCookie } from '../plugins/auth';
import type { RoutesPlugin } from './wire-type-provider';

/** firebase-admin's codes for an ID token whose sign-in is over (not merely malformed or expired). */
const SIGN_IN_ENDED_CODES = new Set(['auth/id-token-revoked', 'auth/user-disabled']);

/**
 * Opening and ending a session (public routes: they are how a session starts and stops). A
 * Firebase ID token is exchanged for an HttpOnly session cookie, so that every later request
 * (including the SSE stream, which cannot send headers) authenticates by cookie. Each session is
 * recorded in the session store and ended there on sign-out, so a copy of the cookie stops
 * working at once, on every instance. Signed-in session routes: sessions.ts.
 */
const session: RoutesPlugin = async (app) => {
  const maxAgeMs = app.config.sessionDays * 24 * 60 * 60 * 1000;

  /** The session id of the request's cookie, if it carries a well-signed one (valid or not). */
  const cookieSessionId = (request: FastifyRequest): string | null => {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const parts = unsigned?.valid && unsigned.value ? parseSessionCookie(unsigned.value) : null;
    if (parts) app.verifiedSessions.forget(parts.firebaseCookie);
    return parts?.sessionId ?? null;
  };

  app.post(
    '/api/session',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: newSessionBodySchema, response: { 200: sessionInfoSchema, ...errorResponses } },
    },
    async (request, reply) => {
      let claims;
      try {
        claims = await app.firebaseAuth.verifyIdToken(request.body.idToken, true);
      } catch (error) {
        // A well-signed token of an account that no longer exists: it was closed (routes/account.ts).
        if ((error as { code?: string }).code === 'auth/user-not-found') {
          throw httpError(401, 'This account has been closed; its data was deleted', ACCOUNT_CLOSED);
        }
        if (SIGN_IN_ENDED_CODES.has((error as { code?: string }).code ?? '')) {
          throw httpError(401, 'This sign-in has ended (signed out on every device, or the account is disabled); sign in again', SIGN_IN_ENDED);
        }
        throw httpError(401, 'The ID token is invalid or expired');
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

  // Signing out works with any cookie, or none: it ends the session the cookie names, if any.
  app.delete('/api/session', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    const sessionId = cookieSessionId(request);
    if (sessionId) await app.sessions.end(sessionId);
    clearSessionCookie(reply);
    return reply.code(204).send(null);
  });
};

export default session;
