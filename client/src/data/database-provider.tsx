import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { renderInSlices } from '@/start-up/render-in-slices';
import { getDatabase } from './create-database';
import { DatabaseFailedPage } from '@/app/database-failed-page';
import { DatabaseContext, DatabaseFailureContext, LOADING_DATABASE, settleDatabase, type DatabaseState } from './database-context';
import type { PaydownDatabase } from './paydown-database';

export interface DatabaseProviderProps {
  children: ReactNode;
  /** Opens the database; default: getDatabase() (PaydownDB, opened once per page). */
  open?: () => Promise<PaydownDatabase>;
}

/**
 * What the provider renders for a state: the children while the database opens and once it is
 * open; when it failed, the failure page instead of them (never the screens over no data).
 */
export function DatabaseStateView({ state, children, onRetry }: { state: DatabaseState; children: ReactNode; onRetry?: () => void }) {
  return (
    <DatabaseContext.Provider value={state}>
      {state.status === 'error' ? <DatabaseFailedPage error={state.error} onRetry={onRetry ?? (() => undefined)} /> : children}
    </DatabaseContext.Provider>
  );
}

/**
 * Opens PaydownDB and publishes it to the data hooks (useDebts, usePayments, …). The children render
 * from the start; the hooks report loading until the database is open. When opening fails, or a
 * live query of the open database fails, the children (screens, sync) give way to the failure page
 * (database-failed-page.tsx), whose "Try again" opens the database again.
 */
export function DatabaseProvider({ children, open = getDatabase }: DatabaseProviderProps) {
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
      <DatabaseStateView state={state} onRetry={retry}>
        {children}
      </DatabaseStateView>
    </DatabaseFailureContext.Provider>
  );
}
