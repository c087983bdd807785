import cookie from '@fastify/cookie';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifiedSessionCache, type VerifiedSessionCache } from '../auth/verified-session-cache';

export const SESSION_COOKIE = 'paydown_session';

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: Auth;
    /** preHandler: answers 401 unless the request carries a valid, unrevoked session cookie. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Recently verified session cookies (see verified-session-cache.ts). */
    verifiedSessions: VerifiedSessionCache<DecodedIdToken>;
  }
  interface FastifyRequest {
    /** The verified claims of the session; set by requireSession. */
    session: DecodedIdToken | null;
  }
}

let appCounter = 0;

/**
 * Identity: firebase-admin verifies ID tokens and session cookies. The uid of every request
 * comes from the verified cookie only, never from a body or query. The cookie is also signed
 * with COOKIE_SECRET: in emulator mode firebase-admin accepts unsigned tokens, and the HMAC
 * keeps a forged cookie out all the same.
 */
export default fp(
  async (app) => {
    const { firebase, cookieSecret } = app.config;
    if (firebase.emulatorHost) {
      // firebase-admin reads this when it makes each request; the config refuses it in production.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
    }
    const firebaseApp: App = initializeApp(
      firebase.emulatorHost
        ? { projectId: firebase.projectId }
        : { projectId: firebase.projectId, credential: applicationDefault() },
      `paydown-${process.pid}-${++appCounter}`,
    );
    app.addHook('onClose', async () => deleteApp(firebaseApp));
    app.decorate('firebaseAuth', getAuth(firebaseApp));
    await app.register(cookie, { secret: cookieSecret });
    app.decorateRequest('session', null);
    const verifiedSessions = createVerifiedSessionCache<DecodedIdToken>({ recheckMs: app.config.sessionRecheckSeconds * 1000 });
    app.decorate('verifiedSessions', verifiedSessions);

    app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Sign in required' });
      }
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Session is invalid; sign in again' });
      }
      const known = verifiedSessions.get(unsigned.value);
      if (known) {
        request.session = known;
        return;
      }
      try {
        request.session = await app.firebaseAuth.verifySessionCookie(unsigned.value, true);
        verifiedSessions.remember(unsigned.value, request.session);
      } catch (error) {
        request.log.info({ code: (error as { code?: string }).code }, 'session cookie rejected');
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Session expired or revoked; sign in again' });
      }
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
