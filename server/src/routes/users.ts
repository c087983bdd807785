import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerUser } from '../storage/users-store';
import { errorResponses } from './errors';

const nullableString = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Spec §7 payload. `uid` is accepted for compatibility and ignored: the session names the user. */
const newUserBody = {
  type: 'object',
  properties: {
    uid: { type: 'string', maxLength: 128 },
    email: { type: 'string', maxLength: 320 },
    displayName: nullableString(200),
    photoURL: nullableString(2048),
    phoneNumber: nullableString(40),
    emailVerified: { type: 'boolean' },
    isAnonymous: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    lastLoginAt: { type: 'string', format: 'date-time' },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    uid: { type: 'string' },
    email: { type: 'string' },
    displayName: { type: ['string', 'null'] },
    photoURL: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    emailVerified: { type: 'boolean' },
    isAnonymous: { type: 'boolean' },
    createdAt: { type: 'string' },
    lastLoginAt: { type: 'string' },
  },
  required: ['id', 'uid', 'email', 'emailVerified', 'isAnonymous', 'createdAt', 'lastLoginAt'],
} as const;

interface NewUserBody {
  email: string;
  displayName?: string | null;
  photoURL?: string | null;
  phoneNumber?: string | null;
  emailVerified?: boolean;
  isAnonymous?: boolean;
  createdAt?: string;
  lastLoginAt?: string;
}

const users: FastifyPluginAsync = async (app) => {
  app.post<{ Body: NewUserBody }>(
    '/api/users',
    {
      schema: { body: newUserBody, response: { 200: userSchema, 201: userSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const claims = request.session!;
      const body = request.body;
      const now = new Date().toISOString();
      // Verified claims win over the body: a client may describe itself, not someone else.
      const candidate: ServerUser = {
        id: randomUUID(),
        uid: claims.uid,
        email: claims.email ?? body.email,
        displayName: body.displayName ?? null,
        photoURL: body.photoURL ?? null,
        phoneNumber: body.phoneNumber ?? null,
        emailVerified: claims.email_verified === true,
        isAnonymous: claims.firebase.sign_in_provider === 'anonymous',
        createdAt: body.createdAt ?? now,
        lastLoginAt: body.lastLoginAt ?? now,
      };
      const { user, created } = await app.users.createIfAbsent(candidate);
      return reply.code(created ? 201 : 200).send(user);
    },
  );
};

export default users;
