import { describeErrors, type FieldErrors } from './field-checks';
import { loggerOf, type DataContext } from './data-context';

/**
 * What every repository write returns (spec §8): the saved data, or `success: false` with the error
 * text, plus the per-field messages when the input was refused.
 */
export type WriteResult<T> =
  | { success: true; data: T }
  | { success: false; error: string; fieldErrors?: FieldErrors };

/** Thrown inside a write when the input is refused; nothing has been written at that point. */
export class InvalidInputError extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super(describeErrors(fieldErrors));
    this.name = 'InvalidInputError';
  }
}

/** Thrown inside a write or read when a document the caller named does not exist for this user. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * Runs a write: signed-in check, then `work`; any throw becomes `{ success: false, error }` and is
 * logged. Repositories never let a database error escape to the UI.
 */
export async function runWrite<T>(ctx: DataContext, operation: string, work: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    if (!ctx.uid) throw new Error('Not signed in: no user id for this write');
    return { success: true, data: await work() };
  } catch (error) {
    loggerOf(ctx).error(`[PaydownDB] ${operation} failed:`, error);
    const failure: WriteResult<T> = { success: false, error: errorText(error) };
    if (error instanceof InvalidInputError) failure.fieldErrors = error.fieldErrors;
    return failure;
  }
}

/** Runs a read: on any error it logs and returns `fallback` (an empty list or null, spec §8). */
export async function runRead<T, F>(ctx: DataContext, operation: string, work: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    if (!ctx.uid) return fallback;
    return await work();
  } catch (error) {
    loggerOf(ctx).error(`[PaydownDB] ${operation} failed:`, error);
    return fallback;
  }
}
