import { RECENT_SIGN_IN_REQUIRED, errorResponses } from '../../../schemas/wire/errors';
import { closeAccountBodySchema } from '../../../schemas/wire/users';
import { httpError } from '../errors/http-error';
import { clearSessionCookie } from '../plugins/auth';
import { perAccountRateLimit } from './account-rate-limit';
import { signedIn } from './signed-in';
import type { RoutesPlugin } from './wire-type-provider';

/** How recent the confirming sign-in must be (Firebase asks the same of its own sensitive operations). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * DELETE /api/account: closes the signed-in person's account. The body carries an ID token of a
 * sign-in made moments ago (the person typed their password again, or signed in again), so a
 * session left open on a shared computer cannot close the account on its own.
 *
 * Order matters. The sessions go first: from then on no device of the person can push, so nothing
 * is written after the erase. Then every synced document (tombstones included) and the person's
 * server record. The identity goes last: should that fail, the person can still sign in and close
 * the account again, which finishes the job (every step is harmless to repeat). Once the identity
 * is gone no new session can be opened for the uid, and a device that comes back with an old
 * token is told the account is closed (routes/session.ts).
 */
const account: RoutesPlugin = async (app) => {
  app.delete(
    '/api/account',
    {
      config: { rateLimit: perAccountRateLimit(app.config.limits.erasePerMinute, 'requests to close the account') },
      schema: { body: closeAccountBodySchema, response: { 204: { type: 'null' }, ...errorResponses } },
    },
    async (request, reply) => {
      const { uid } = signedIn(request);
      let confirmation;
      try {
        confirmation = await app.firebaseAuth.verifyIdToken(request.body.idToken, true);
      } catch {
        throw httpError(401, 'Confirm with your password again to close your account.', RECENT_SIGN_IN_REQUIRED);
      }
      if (confirmation.uid !== uid) throw httpError(403, 'That confirmation is for another account.');
      if (Date.now() / 1000 - confirmation.auth_time > RECENT_SIGN_IN_SECONDS) {
        throw httpError(401, 'Confirm with your password again to close your account.', RECENT_SIGN_IN_REQUIRED);
      }

      await app.sessions.eraseAccount(uid);
      const documents = await app.syncStore.eraseAccount(uid);
      await app.users.eraseAccount(uid);
      try {
        await app.firebaseAuth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') {
          request.log.error({ err: error }, 'could not delete the identity of a closed account');
          clearSessionCookie(reply);
          throw httpError(503, 'Your data was deleted, but the sign-in service could not be reached to remove the account itself. Sign in again and close it once more.');
        }
      }
      request.log.info({ documents }, 'account closed');
      clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default account;
