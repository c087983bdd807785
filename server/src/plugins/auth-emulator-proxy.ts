import replyFrom from '@fastify/reply-from';
import fp from 'fastify-plugin';
import { httpError } from '../errors/http-error';

/**
 * The Auth emulator calls the app's own sign-in flows make (firebase/auth after
 * connectAuthEmulator): email/password sign-up and sign-in, the emulator's stand-in for Google and
 * Apple (a credential sign-in, see client/src/lib/auth/social-providers.ts), the account lookup
 * after each sign-in, the ID-token refresh, and the password reset and change. Without the admin
 * bearer token (never forwarded) the emulator lets a reset act only with its emailed code and a
 * change only with the account's own ID token, as Firebase does. Nothing else of the emulator is reachable here:
 * not its admin API (`projects/…`, or any call with the `Bearer owner` token), not its
 * emulator-control API (`/emulator/…`, which lists sign-in codes and deletes accounts).
 */
export const FORWARDED_AUTH_CALLS = [
  '/identitytoolkit.googleapis.com/v1/accounts:signUp',
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp',
  '/identitytoolkit.googleapis.com/v1/accounts:lookup',
  // Password reset (the email's code; the emulator only logs it) and change (with the ID token).
  '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  '/identitytoolkit.googleapis.com/v1/accounts:resetPassword',
  '/identitytoolkit.googleapis.com/v1/accounts:update',
  '/securetoken.googleapis.com/v1/token',
] as const;

/** Request headers that never go to the emulator: credentials of ours, and the admin bearer token. */
const NOT_FORWARDED = new Set(['authorization', 'cookie']);

/**
 * In emulator mode (development and tests only; the configuration refuses the emulator in
 * production) the browser reaches the Auth emulator through this server, on the app's own origin:
 * the built client then works whatever port the emulator uses, and the CSP stays 'self'.
 *
 * Each forwarded call is a route of its own, forwarded to the exact path it names, so a path
 * spelled differently reaches that call or nothing; the Origin check applies as to every POST
 * (security.ts). The emulator's CORS headers (it allows any origin) are not passed on: the app
 * calls it from its own origin and needs none.
 */
export default fp(
  async (app) => {
    const host = app.config.firebase.emulatorHost;
    if (!host) return;
    await app.register(async (proxy) => {
      await proxy.register(replyFrom, { base: `http://${host}`, disableRequestLogging: true });
      // The token refresh is a form post; it is passed on as it came.
      proxy.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      for (const path of FORWARDED_AUTH_CALLS) {
        // `::` is a literal colon in a route path (a single one starts a parameter).
        proxy.post(path.replaceAll(':', '::'), async (request, reply) => {
          if (request.headers.authorization !== undefined) throw httpError(403, 'The sign-in service takes no Authorization header through Paydown');
          return reply.from(path, {
            rewriteRequestHeaders: (_request, headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name))),
            rewriteHeaders: (headers) =>
              Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-') && name !== 'set-cookie')),
          });
        });
      }
    });
  },
  { name: 'auth-emulator-proxy', dependencies: ['config'] },
);
