import type { FromSchema } from '../json-schema-type';

/**
 * Sessions and the server's user record on the wire: /api/session, /api/sessions, /api/users.
 * The server's routes and store and the client's calls take their types from here.
 */

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** POST /api/session: the Firebase ID token traded for the session cookie. */
export const newSessionBodySchema = {
  type: 'object',
  properties: { idToken: { type: 'string', minLength: 1, maxLength: 8192 } },
  required: ['idToken'],
  additionalProperties: false,
} as const;

export type NewSessionBody = FromSchema<typeof newSessionBodySchema>;

/**
 * DELETE /api/account: an ID token of a sign-in made moments ago (the person confirmed with their
 * password, or signed in again), for the same account as the session.
 */
export const closeAccountBodySchema = newSessionBodySchema;

export type CloseAccountBody = FromSchema<typeof closeAccountBodySchema>;

/** Who the session belongs to (GET /api/session), and until when (POST /api/session). */
export const sessionInfoSchema = {
  type: 'object',
  properties: { uid: { type: 'string' }, email: { type: ['string', 'null'] }, expiresAt: { type: 'string' } },
  required: ['uid', 'email'],
  additionalProperties: false,
} as const;

export type SessionInfo = FromSchema<typeof sessionInfoSchema>;

/**
 * POST /api/users (the data model's first-sign-in payload). The server trusts the session's
 * verified claims over these fields: `uid` is accepted and ignored, `email`, `emailVerified` and
 * `isAnonymous` come from the claims when they say. `email` is null for an account without one.
 */
export const newUserBodySchema = {
  type: 'object',
  properties: {
    uid: { type: 'string', maxLength: 128 },
    email: nullableText(320),
    displayName: nullableText(200),
    photoURL: nullableText(2048),
    phoneNumber: nullableText(40),
    emailVerified: { type: 'boolean' },
    isAnonymous: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    lastLoginAt: { type: 'string', format: 'date-time' },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

export type NewUserBody = FromSchema<typeof newUserBodySchema>;

/** The server's record of a person (the answer of POST /api/users: 201 when created, 200 when it existed). */
export const serverUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    uid: { type: 'string' },
    /** '' for an account without one. */
    email: { type: 'string' },
    displayName: { type: ['string', 'null'] },
    photoURL: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    emailVerified: { type: 'boolean' },
    isAnonymous: { type: 'boolean' },
    createdAt: { type: 'string' },
    lastLoginAt: { type: 'string' },
  },
  required: ['id', 'uid', 'email', 'displayName', 'photoURL', 'phoneNumber', 'emailVerified', 'isAnonymous', 'createdAt', 'lastLoginAt'],
  additionalProperties: false,
} as const;

export type ServerUser = FromSchema<typeof serverUserSchema>;
