/** The JSON shape of every error answer, referenced by each route's response schema. */
export const errorSchema = {
  $id: 'error',
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const errorResponses = {
  400: { $ref: 'error#' },
  401: { $ref: 'error#' },
  403: { $ref: 'error#' },
  429: { $ref: 'error#' },
} as const;
