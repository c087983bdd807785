import { createContext } from 'react';
import type { PaydownDatabase } from './paydown-database';

/** Where the database is in its start-up, as the provider publishes it. */
export type DatabaseState =
  | { status: 'loading'; db: null; error: null }
  | { status: 'ready'; db: PaydownDatabase; error: null }
  | { status: 'error'; db: null; error: Error };

export const LOADING_DATABASE: DatabaseState = { status: 'loading', db: null, error: null };

export const DatabaseContext = createContext<DatabaseState>(LOADING_DATABASE);

/** Waits for the database and describes the outcome; never rejects. */
export async function settleDatabase(opening: Promise<PaydownDatabase>): Promise<DatabaseState> {
  try {
    return { status: 'ready', db: await opening, error: null };
  } catch (error) {
    return { status: 'error', db: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * Where a live query reports that reading the open database failed: the provider then stops the
 * screens as when opening fails (a screen must never show an empty account over data it could
 * not read). Outside a provider (tests of one screen) the report goes nowhere.
 */
export const DatabaseFailureContext = createContext<(error: Error) => void>(() => undefined);
