import { errorResponses } from '../../../schemas/wire/errors';
import { sessionInfoSchema } from '../../../schemas/wire/users';
import { httpError } from '../errors/http-error';
import { clearSessionCookie } from '../plugins/auth';
import { signedIn } from './signed-in';
import type { RoutesPlugin } from './wire-type-provider';

/** The signed-in person's session: who it is, and "sign out everywhere". */
const sessions: RoutesPlugin = async (app) => {
  app.get('/api/session', { schema: { response: { 200: sessionInfoSchema, ...errorResponses } } }, async (request) => {
    const { claims } = signedIn(request);
    return { uid: claims.uid, email: claims.email ?? null };
  });

  // "Sign out everywhere": every session of this person, on every device and instance, and the
  // person's Firebase sign-ins (refresh tokens), so that no device can open a new session with them.
  app.delete('/api/sessions', { schema: { response: { 204: { type: 'null' }, ...errorResponses } } }, async (request, reply) => {
    const { uid } = signedIn(request);
    try {
      await app.firebaseAuth.revokeRefreshTokens(uid);
    } catch (error) {
      request.log.error({ err: error }, 'could not revoke the sign-ins');
      throw httpError(503, 'The sign-in service could not be reached; nothing was signed out. Try again.');
    }
    await app.sessions.endAll(uid);
    clearSessionCookie(reply);
    return reply.code(204).send(null);
  });
};

export default sessions;
