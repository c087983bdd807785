import { Suspense, lazy, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { ACCOUNT_CLOSED_EVENT, closedAccountsToForget, forgetClosedAccount } from '@/lib/auth/closed-accounts';
import { forgetScreenSnapshot, readScreenSnapshot, revealLiveScreen } from '@/start-up/screen-snapshot';
import { FullPageSpinner } from './layout/full-page-spinner';
import { preloadScreenCode } from './router';
import { loadSignedInSpace, preloadSignedInCode } from './signed-in-code';
import { rememberSignedIn, wasSignedIn } from '@/start-up/signed-in-hint';

const SignedInSpace = lazy(async () => ({ default: (await loadSignedInSpace()).SignedInSpace }));

/**
 * The signed-in person's space (signed-in-space.tsx: local database, sync, toasts),
 * remounted per uid; signed out, the children (the login screen) render without it.
 *
 * None of that code is part of the first screen's bundle. On a reload by someone who was signed
 * in, its fetch, and that of the screen at the page's address, starts at mount, in parallel with
 * Firebase Auth restoring the session (signed-in-code.ts, router.tsx).
 */
export function UserSpace({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const uid = state.user?.uid ?? null;

  useEffect(() => {
    if (!wasSignedIn()) return;
    preloadSignedInCode();
    preloadScreenCode(window.location.pathname);
  }, []);

  useEffect(() => {
    // 'loading' says nothing yet: keep the hint until Auth has decided.
    if (state.status !== 'loading') rememberSignedIn(state.status === 'signedIn');
    // Signed out, the last-seen screen is forgotten with the session (start-up/screen-snapshot.ts).
    if (state.status === 'signedOut') forgetScreenSnapshot();
  }, [state.status]);

  useEffect(() => {
    // A closed account's local data goes once its space has closed (here or at the next start),
    // and whenever an account is marked closed while no longer signed in. The database code loads
    // only then: the login screen does not carry it.
    if (state.status === 'loading') return undefined;
    const forgetClosedAccounts = () => {
      for (const closed of closedAccountsToForget().filter((other) => other !== uid)) {
        void import('@/data/remove-account-data')
          .then(({ removeAccountData }) => removeAccountData(closed))
          .then(() => forgetClosedAccount(closed))
          .catch((error: unknown) => console.error('Could not remove the data of a closed account from this device', error));
      }
    };
    forgetClosedAccounts();
    window.addEventListener(ACCOUNT_CLOSED_EVENT, forgetClosedAccounts);
    return () => window.removeEventListener(ACCOUNT_CLOSED_EVENT, forgetClosedAccounts);
  }, [state.status, uid]);

  useLayoutEffect(() => {
    // The start-up copy of someone else's screen (another account signed in meanwhile, in another
    // tab) gives way at once and is forgotten.
    const saved = uid ? readScreenSnapshot() : null;
    if (saved && saved.uid !== uid) {
      forgetScreenSnapshot();
      revealLiveScreen();
    }
  }, [uid]);

  if (!uid) return <>{children}</>;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInSpace key={uid} uid={uid}>
        {children}
      </SignedInSpace>
    </Suspense>
  );
}
