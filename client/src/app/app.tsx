import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/auth-context';
import { queryClient } from '@/lib/query/query-client';
import { afterSignIn } from './after-sign-in';
import { FullPageSpinner } from './layout/full-page-spinner';
import { PwaProvider } from './pwa/pwa-provider';
import { router } from './router';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { UserSpace } from './user-space';

/** Waits for Firebase Auth to resolve, then lets the router's guards decide where the user belongs. */
function AuthenticatedRouter() {
  const { state } = useAuth();
  useEffect(() => {
    // Re-run the guards when someone signs in or out (e.g. login → dashboard, logout → login).
    if (state.status !== 'loading') void router.invalidate();
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
          <AuthProvider onSignedIn={afterSignIn}>
            <UserSpace>
              <AuthenticatedRouter />
            </UserSpace>
          </AuthProvider>
        </PwaProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
