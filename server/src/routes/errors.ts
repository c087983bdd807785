/** The JSON shape of every error answer, referenced by each route's response schema. */
export const errorSchema = {
  $id: 'error',
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    /** A stable name for answers a client acts on (e.g. 'sign-in-ended'). */
    code: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const errorResponses = {
  400: { $ref: 'error#' },
  401: { $ref: 'error#' },
  403: { $ref: 'error#' },
  429: { $ref: 'error#' },
  503: { $ref: 'error#' },
} as const;
