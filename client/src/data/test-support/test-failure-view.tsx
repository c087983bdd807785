import type { DatabaseFailureProps } from '../database-provider';

/**
 * A stand-in for the app's database failure page (app/database-failed-page.tsx) in data/ and feature
 * tests, which may not import app/: the error and "Try again", nothing else.
 */
export function TestFailureView({ error, onRetry }: DatabaseFailureProps) {
  return (
    <section>
      <h1>The database failed</h1>
      <p role="alert">{error.message}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
