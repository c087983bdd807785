import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext, type AuthApi, type AuthUser } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/data/query/query-client';
import { DatabaseProvider, DatabaseStateView, type DatabaseFailureView } from '../database-provider';
import type { DatabaseState } from '../database-context';
import type { PaydownDatabase } from '../paydown-database';
import { TestFailureView } from './test-failure-view';

const refuse = () => Promise.reject(new Error('not available in this test'));

/** A signed-in auth context for component tests; the sign-in actions are not available. */
export function signedInAuth(uid = 'user-1', profile: Partial<AuthUser> = {}): AuthApi {
  return {
    state: {
      status: 'signedIn',
      user: { uid, email: 'ada@example.com', displayName: null, photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false, ...profile },
    },
    lastError: null,
    emulated: true,
    signIn: refuse,
    signUp: refuse,
    signInWith: refuse,
    signOut: refuse,
  };
}

export interface SignedInRender extends RenderResult {
  queryClient: QueryClient;
}

function databaseState(database: PaydownDatabase | Error | null): DatabaseState {
  if (database === null) return { status: 'loading', db: null, error: null };
  if (database instanceof Error) return { status: 'error', db: null, error: database };
  return { status: 'ready', db: database, error: null };
}

/**
 * Renders `ui` as the app would for a signed-in user: a query cache, the auth context, the user's
 * database (open; null: still opening; an Error: failed to open; a function: opened by the app's
 * DatabaseProvider with it, retries included) and a router (for links), at '/'.
 * No Chakra: for the parts that render before Chakra's runtime has loaded (the frame, the dashboard);
 * `wrap` puts a provider around it all (render-signed-in.tsx adds Chakra's). When the database
 * fails, `failureView` shows (by default a stand-in; app tests pass the app's failure page).
 */
export function renderSignedInPlain(
  ui: ReactNode,
  database: PaydownDatabase | Error | null | (() => Promise<PaydownDatabase>),
  auth: AuthApi = signedInAuth(),
  wrap: (tree: ReactNode) => ReactNode = (tree) => tree,
  failureView: DatabaseFailureView = TestFailureView,
): SignedInRender {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui}</> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    wrap(
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          {typeof database === 'function' ? (
            <DatabaseProvider open={database} failureView={failureView}>
              <RouterProvider router={router} />
            </DatabaseProvider>
          ) : (
            <DatabaseStateView state={databaseState(database)} failureView={failureView}>
              <RouterProvider router={router} />
            </DatabaseStateView>
          )}
        </AuthContext.Provider>
      </QueryClientProvider>,
    ),
  );
  return { ...result, queryClient };
}
