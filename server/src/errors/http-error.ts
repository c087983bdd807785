import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../../schemas/wire/errors';

/**
 * The one way the server refuses a request: `throw httpError(status, message)` from a route, a
 * hook or a parser, and the error handler (plugins/error-handler.ts) answers with the wire
 * contract's error body (schemas/wire/errors.ts). Throwing rather than sending keeps handlers
 * straight-line: a check that fails ends the request wherever it is made.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable name for an answer a client acts on (ErrorBody.code). */
    readonly answerCode?: string,
  ) {
    super(message);
  }
}

export function httpError(statusCode: number, message: string, answerCode?: string): HttpError {
  return new HttpError(statusCode, message, answerCode);
}

/** The error body of an answer with this status: `error` is the status's standard name. */
export function errorBody(statusCode: number, message: string, answerCode?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(answerCode ? { code: answerCode } : {}) };
}
