import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { queryClient } from '@/data/query/query-client';
import { afterSignIn } from './after-sign-in';
import { FullPageSpinner } from './layout/full-page-spinner';
import { PwaProvider } from './pwa/pwa-provider';
import { router } from './router';
import { wasSignedIn } from '@/start-up/signed-in-hint';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { UserSpace } from './user-space';

/**
 * Whether the router has been shown with a known auth state on this page. Its first mount loads
 * the route itself; every later sign-in or sign-out must run its guards again. This outlives the
 * component, which remounts when someone signs in or out (UserSpace wraps the signed-in space).
 */
let routedOnce = false;

/** Waits for Firebase Auth to resolve, then lets the router's guards decide where the user belongs. */
function AuthenticatedRouter() {
  const { state } = useAuth();
  useEffect(() => {
    if (state.status === 'loading') return;
    // Re-run the guards when someone signs in or out (login → dashboard, logout → login); not at
    // the first state, which the router's first load already used (that would load it twice).
    if (routedOnce) void router.invalidate();
    routedOnce = true;
  }, [state.status]);
  if (state.status === 'loading') return <FullPageSpinner />;
  return <RouterProvider router={router} context={{ auth: state }} />;
}

export function App() {
  return (
    // One cache for the page; its local queries are keyed by uid and resolve from UserSpace's database.
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <PwaProvider>
          <AuthProvider onSignedIn={afterSignIn} assumeSignedOut={!wasSignedIn()}>
            <UserSpace>
              <AuthenticatedRouter />
            </UserSpace>
          </AuthProvider>
        </PwaProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
