import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { getDatabase } from './create-database';
import { DatabaseErrorBox } from './database-error-box';
import { DatabaseContext, LOADING_DATABASE, settleDatabase, type DatabaseState } from './database-context';
import type { PaydownDatabase } from './paydown-database';

export interface DatabaseProviderProps {
  children: ReactNode;
  /** Opens the database; default: getDatabase() (PaydownDB, opened once per page). */
  open?: () => Promise<PaydownDatabase>;
}

/** What the provider renders for a state: the error box when opening failed, and always the children. */
export function DatabaseStateView({ state, children }: { state: DatabaseState; children: ReactNode }) {
  return (
    <DatabaseContext.Provider value={state}>
      {state.status === 'error' ? <DatabaseErrorBox error={state.error} /> : null}
      {children}
    </DatabaseContext.Provider>
  );
}

/**
 * Opens PaydownDB and publishes it to the data hooks (useDebts, usePayments, …). The children render
 * from the start; the hooks report loading until the database is open. When opening fails, the
 * "Database Error" box shows above the children (spec §2) and the hooks report the error.
 */
export function DatabaseProvider({ children, open = getDatabase }: DatabaseProviderProps) {
  const [state, setState] = useState<DatabaseState>(LOADING_DATABASE);

  useEffect(() => {
    let current = true;
    void settleDatabase(open()).then((settled) => {
      // As a transition: the screens' first render with data happens in slices that let the
      // browser paint and take input, not in one long task (a phone's start-up).
      if (current) startTransition(() => setState(settled));
    });
    return () => {
      current = false;
    };
  }, [open]);

  return <DatabaseStateView state={state}>{children}</DatabaseStateView>;
}
