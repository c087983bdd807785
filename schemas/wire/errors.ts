import type { FromSchema } from '../json-schema-type';

/**
 * The body of every error answer of the server (4xx and 5xx), whatever produced it: a route, a
 * hook, the validator or the router. `message` is written for a person; `code` is a stable name
 * for the few answers a client acts on (e.g. SIGN_IN_ENDED).
 */
export const errorBodySchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
  additionalProperties: false,
} as const;

export type ErrorBody = FromSchema<typeof errorBodySchema>;

/** `code` of a 401 from POST /api/session when the sign-in itself is over (signed out everywhere, account disabled). */
export const SIGN_IN_ENDED = 'sign-in-ended';

/**
 * `code` of a 401 from POST /api/session when the account no longer exists (closed, here or on
 * another device): the device signs out and removes its copy of the account's data.
 */
export const ACCOUNT_CLOSED = 'account-closed';

/** `code` of a 401 from DELETE /api/account when the confirming sign-in is not recent enough. */
export const RECENT_SIGN_IN_REQUIRED = 'recent-sign-in-required';

/** The error statuses the API answers with, each described by the one error body. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  426: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
} as const;
