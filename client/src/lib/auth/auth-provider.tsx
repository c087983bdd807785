import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadFirebaseSession, usesAuthEmulator } from '../firebase';
import { isDevelopmentHost } from '../hosting';
import { startUp } from '@/start-up/start-up';
import { AuthContext, type AuthApi, type AuthState, type AuthUser } from './auth-context';
import { authErrorMessage } from './auth-error-message';
import { DEV_AUTH_SUPPORTED, disableDevAuthMode, enableDevAuthMode, readDevUser } from './dev-auth-mode';
import { withNetworkRetry } from './network-retry';
import { clearPendingCredentials, rememberPendingEmail } from './pending-credentials';
import { closeServerSession, openServerSession } from './server-session';

interface AuthProviderProps {
  children: ReactNode;
  /** Runs after each sign-in once the server session is open (or failed to open offline). */
  onSignedIn?: (user: AuthUser, serverSession: boolean) => Promise<void> | void;
  /**
   * Start as signed out rather than loading, when nobody was signed in on this browser last time
   * (start-up/signed-in-hint.ts): the login page shows at once instead of the loading screen while
   * Firebase starts. Should Firebase still restore a session, the person moves on as usual.
   */
  assumeSignedOut?: boolean;
}

function initialState(assumeSignedOut = false): AuthState {
  const devUser = readDevUser();
  if (devUser) return { status: 'signedIn', user: { ...devUser, photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false } };
  return assumeSignedOut ? { status: 'signedOut', user: null } : { status: 'loading', user: null };
}

/**
 * Follows Firebase Auth's state, opens the server session whenever someone is signed in, and
 * offers every sign-in path of spec §4. Failures are stored (lastError) and rethrown to the caller.
 */
export function AuthProvider({ children, onSignedIn, assumeSignedOut = false }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(() => initialState(assumeSignedOut));
  const [lastError, setLastError] = useState<string | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    if (readDevUser()) return undefined;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Assumed signed out, the login page needs no Firebase to show: its code (about 30 KB) is
    // fetched and run after the first screen rather than before it. A sign-in started earlier
    // loads it itself (every sign-in path awaits loadFirebaseSession).
    const loaded = assumeSignedOut ? startUp.afterFirstScreen().then(loadFirebaseSession) : loadFirebaseSession();
    loaded
      .then((firebase) => {
        if (unmounted) return;
        stop = firebase.onAuthStateChanged(firebase.auth, (user) => {
          // A redirect sign-in comes back to the login page, signed out: its result is read then,
          // once, and onAuthStateChanged reports the user. Reading it loads Firebase's popup and
          // redirect machinery (an iframe), which a start that is signed in never needs.
          if (!user) firebase.readRedirectResultOnce(firebase.auth).catch((error: unknown) => setLastError(authErrorMessage(error)));
          // Not a transition: the signed-in screens load their code lazily, and a transition would
          // render the whole tree again each time a piece of it arrives.
          // Signed out already (the page started so, see assumeSignedOut): keep the same state, so
          // that nothing renders again for a change that is none.
          setState((current) => (user ? { status: 'signedIn', user } : current.status === 'signedOut' ? current : { status: 'signedOut', user: null }));
          if (user) void openServerSession(user).then((ok) => onSignedInRef.current?.(user, ok));
        });
      })
      .catch((error: unknown) => {
        // Firebase's code could not be fetched (offline before the app was ever cached): show the
        // login page, whose sign-in fetches it again and reports a failure in plain words.
        console.error('Firebase Auth could not be loaded', error);
        if (!unmounted) setState((current) => (current.status === 'loading' ? { status: 'signedOut', user: null } : current));
      });
    return () => {
      unmounted = true;
      stop?.();
    };
    // Read at mount: the hint describes how this page started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const api = useMemo<AuthApi>(() => {
    /** Spec §8: an auth failure's message is stored and the error rethrown. */
    const run = async (work: () => Promise<unknown>) => {
      try {
        setLastError(null);
        await work();
      } catch (error) {
        setLastError(authErrorMessage(error));
        throw error;
      }
    };
    return {
      state,
      lastError,
      emulated: usesAuthEmulator,
      signIn: (email, password) =>
        run(async () => {
          rememberPendingEmail(email.trim());
          const firebase = await loadFirebaseSession();
          await withNetworkRetry(() => firebase.signInWithEmailAndPassword(firebase.auth, email.trim(), password));
          clearPendingCredentials();
        }),
      signUp: (email, password) =>
        run(async () => {
          const firebase = await loadFirebaseSession();
          await firebase.createUserWithEmailAndPassword(firebase.auth, email.trim(), password);
        }),
      signInWith: (provider, email) =>
        run(async () => {
          const firebase = await loadFirebaseSession();
          if (usesAuthEmulator) {
            if (!email) throw new Error('Enter the email of the account to use.');
            await firebase.signInWithEmulatedProvider(firebase.auth, provider, email.trim());
            return;
          }
          const credential = provider === 'google' ? await firebase.signInWithGoogle(firebase.auth) : await firebase.signInWithApple(firebase.auth);
          // Nothing came back and we are not redirecting: on a development host that is the
          // simulated offline login, which switches on the development auth mode (dev builds only).
          if (!credential && DEV_AUTH_SUPPORTED && isDevelopmentHost() && !navigator.onLine && enableDevAuthMode()) {
            setState(initialState());
          }
        }),
      signOut: () =>
        run(async () => {
          disableDevAuthMode();
          await closeServerSession();
          const firebase = await loadFirebaseSession();
          await firebase.signOut(firebase.auth);
          setState({ status: 'signedOut', user: null });
        }),
    };
  }, [state, lastError]);

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
