import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { renderInSlices } from '@/start-up/render-in-slices';
import { getDatabase } from './create-database';
import { DatabaseContext, DatabaseFailureContext, LOADING_DATABASE, settleDatabase, type DatabaseState } from './database-context';
import type { PaydownDatabase } from './paydown-database';

/** What the failure view is given: the error, and a way to open the database again. */
export interface DatabaseFailureProps {
  error: Error;
  /** Opens the database again. */
  onRetry: () => void;
}

/** The screen shown instead of the app when the database fails; the app hands it in (data/ holds no UI). */
export type DatabaseFailureView = ComponentType<DatabaseFailureProps>;

export interface DatabaseProviderProps {
  children: ReactNode;
  /** Shown instead of the children when opening or reading the database fails. */
  failureView: DatabaseFailureView;
  /** Opens the database; default: getDatabase() (PaydownDB, opened once per page). */
  open?: () => Promise<PaydownDatabase>;
}

/**
 * What the provider renders for a state: the children while the database opens and once it is
 * open; when it failed, the failure page instead of them (never the screens over no data).
 */
export function DatabaseStateView({
  state,
  children,
  failureView: FailureView,
  onRetry,
}: {
  state: DatabaseState;
  children: ReactNode;
  failureView: DatabaseFailureView;
  onRetry?: () => void;
}) {
  return (
    <DatabaseContext.Provider value={state}>
      {state.status === 'error' ? <FailureView error={state.error} onRetry={onRetry ?? (() => undefined)} /> : children}
    </DatabaseContext.Provider>
  );
}

/**
 * Opens PaydownDB and publishes it to the data hooks (useDebts, usePayments, …). The children render
 * from the start; the hooks report loading until the database is open. When opening fails, or a
 * live query of the open database fails, the children (screens, sync) give way to the failure page
 * (`failureView`, the app's database-failed-page.tsx), whose "Try again" opens the database again.
 */
export function DatabaseProvider({ children, failureView, open = getDatabase }: DatabaseProviderProps) {
  const [state, setState] = useState<DatabaseState>(LOADING_DATABASE);
  const [attempt, setAttempt] = useState(0);
  const current = useRef(state);
  // A database closed after a failed read: the next attempt waits for the close to finish, so
  // getDatabase() opens a new one instead of handing back the closing one.
  const closing = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    current.current = state;
  }, [state]);

  useEffect(() => {
    let live = true;
    void closing.current.then(() =>
      settleDatabase(open()).then((settled) => {
        // The screens' first render with data.
        if (live) renderInSlices(() => setState(settled));
      }),
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);

  const fail = useCallback((error: Error) => {
    const { db } = current.current;
    if (!db) return;
    current.current = { status: 'error', db: null, error };
    closing.current = db.close().catch(() => undefined);
    setState(current.current);
  }, []);

  const retry = useCallback(() => {
    setState(LOADING_DATABASE);
    setAttempt((count) => count + 1);
  }, []);

  return (
    <DatabaseFailureContext.Provider value={fail}>
      <DatabaseStateView state={state} failureView={failureView} onRetry={retry}>
        {children}
      </DatabaseStateView>
    </DatabaseFailureContext.Provider>
  );
}
