import { randomUUID } from 'node:crypto';
import { errorResponses } from '../../../schemas/wire/errors';
import { newUserBodySchema, serverUserSchema, type ServerUser } from '../../../schemas/wire/users';
import { perAccountRateLimit } from './account-rate-limit';
import { signedIn } from './signed-in';
import type { RoutesPlugin } from './wire-type-provider';

/**
 * POST /api/users, sent after each sign-in: the person's server record, created on the first one
 * (201), or as it was with `lastLoginAt` set to this sign-in's time (200).
 */
const users: RoutesPlugin = async (app) => {
  app.post(
    '/api/users',
    {
      // Each call writes the user's record: one account's client in a loop must not keep the store busy.
      config: { rateLimit: perAccountRateLimit(app.config.limits.signInsPerMinute, 'sign-ins') },
      schema: { body: newUserBodySchema, response: { 200: serverUserSchema, 201: serverUserSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { uid, claims } = signedIn(request);
      const body = request.body;
      const now = new Date().toISOString();
      // Verified claims win over the body: a client may describe itself, not someone else.
      const candidate: ServerUser = {
        id: randomUUID(),
        uid,
        email: claims.email ?? body.email ?? '',
        displayName: body.displayName ?? null,
        photoURL: body.photoURL ?? null,
        phoneNumber: body.phoneNumber ?? null,
        emailVerified: claims.email_verified === true,
        isAnonymous: claims.firebase.sign_in_provider === 'anonymous',
        createdAt: body.createdAt ?? now,
        lastLoginAt: body.lastLoginAt ?? now,
      };
      const { user, created } = await app.users.createIfAbsent(candidate);
      if (created) return reply.code(201).send(user);
      return reply.code(200).send((await app.users.recordSignIn(uid, candidate.lastLoginAt)) ?? user);
    },
  );
};

export default users;
