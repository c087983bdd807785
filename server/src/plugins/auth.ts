import cookie from '@fastify/cookie';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseSessionCookie } from '../auth/session-cookie';
import { createVerifiedSessionCache, type VerifiedSessionCache } from '../auth/verified-session-cache';
import { httpError } from '../errors/http-error';

export const SESSION_COOKIE = 'paydown_session';

/** Tells the browser to drop the session cookie (signing out). */
export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A session cookie checked: its verified claims and session id, or why it is refused. */
export type SessionCheck =
  | { ok: true; claims: DecodedIdToken; sessionId: string; firebaseCookie: string }
  | { ok: false; message: string };

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: Auth;
    /**
     * Checks a (signed) session cookie: the session must be open in the session store — checked
     * on every call, so an ended session is refused at once on every instance — and Firebase must
     * accept the cookie (signature, expiry, revocation; remembered for SESSION_RECHECK_SECONDS
     * unless `fresh`).
     */
    checkSession(signedCookie: string | undefined, options?: { fresh?: boolean }): Promise<SessionCheck>;
    /**
     * The signed-in scope's onRequest hook (routes/api.ts): a 401 unless the request carries an
     * open session; sets request.session and request.sessionId.
     */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** Recently verified Firebase session cookies (see verified-session-cache.ts). */
    verifiedSessions: VerifiedSessionCache<DecodedIdToken>;
  }
  interface FastifyRequest {
    /** The verified claims of the session; set by requireSession. */
    session: DecodedIdToken | null;
    /** The id of the session (session-cookie.ts); set by requireSession. */
    sessionId: string | null;
  }
}

let appCounter = 0;

/**
 * Identity: firebase-admin verifies ID tokens and session cookies. The uid of every request
 * comes from the verified cookie only, never from a body or query. The cookie is also signed
 * with COOKIE_SECRET: in emulator mode firebase-admin accepts unsigned tokens, and the HMAC
 * keeps a forged cookie out all the same. Sessions are recorded in the session store when opened
 * (routes/session.ts), so that signing out ends them on the server.
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
    app.decorateRequest('sessionId', null);
    const verifiedSessions = createVerifiedSessionCache<DecodedIdToken>({ recheckMs: app.config.sessionRecheckSeconds * 1000 });
    app.decorate('verifiedSessions', verifiedSessions);

    const refused = (message: string): SessionCheck => ({ ok: false, message });

    app.decorate('checkSession', async (signedCookie: string | undefined, options: { fresh?: boolean } = {}): Promise<SessionCheck> => {
      if (!signedCookie) return refused('Sign in required');
      const unsigned = app.unsignCookie(signedCookie);
      const parts = unsigned.valid && unsigned.value ? parseSessionCookie(unsigned.value) : null;
      if (!parts) return refused('Session is invalid; sign in again');
      // The store first: it is cheap, and an ended session must never be served from the cache.
      const owner = await app.sessions.ownerOf(parts.sessionId);
      if (!owner) return refused('Session ended or expired; sign in again');
      let claims = options.fresh ? null : verifiedSessions.get(parts.firebaseCookie);
      if (!claims) {
        try {
          claims = await app.firebaseAuth.verifySessionCookie(parts.firebaseCookie, true);
        } catch (error) {
          app.log.info({ code: (error as { code?: string }).code }, 'session cookie rejected');
          return refused('Session expired or revoked; sign in again');
        }
        verifiedSessions.remember(parts.firebaseCookie, claims);
      }
      if (claims.uid !== owner) return refused('Session is invalid; sign in again');
      return { ok: true, claims, ...parts };
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      const check = await app.checkSession(request.cookies[SESSION_COOKIE]);
      if (!check.ok) throw httpError(401, check.message);
      request.session = check.claims;
      request.sessionId = check.sessionId;
    });
  },
  { name: 'auth', dependencies: ['config', 'storage'] },
);
