import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { auth, usesAuthEmulator } from '../firebase';
import { isDevelopmentHost } from '../hosting';
import { AuthContext, type AuthApi, type AuthState, type AuthUser } from './auth-context';
import { authErrorMessage } from './auth-error-message';
import { DEV_AUTH_SUPPORTED, disableDevAuthMode, enableDevAuthMode, readDevUser } from './dev-auth-mode';
import { withNetworkRetry } from './network-retry';
import { clearPendingCredentials, rememberPendingEmail } from './pending-credentials';
import { closeServerSession, openServerSession } from './server-session';
import { readRedirectResultOnce, signInWithApple, signInWithEmulatedProvider, signInWithGoogle } from './social-providers';

interface AuthProviderProps {
  children: ReactNode;
  /** Runs after each sign-in once the server session is open (or failed to open offline). */
  onSignedIn?: (user: AuthUser, serverSession: boolean) => Promise<void> | void;
}

function initialState(): AuthState {
  const devUser = readDevUser();
  if (devUser) return { status: 'signedIn', user: { ...devUser, photoURL: null, phoneNumber: null, emailVerified: true, isAnonymous: false } };
  return { status: 'loading', user: null };
}

/**
 * Follows Firebase Auth's state, opens the server session whenever someone is signed in, and
 * offers every sign-in path of spec §4. Failures are stored (lastError) and rethrown to the caller.
 */
export function AuthProvider({ children, onSignedIn }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);
  const [lastError, setLastError] = useState<string | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    if (readDevUser()) return undefined;
    // The result of a redirect sign-in is read once, at start; onAuthStateChanged then reports the user.
    readRedirectResultOnce(auth).catch((error: unknown) => setLastError(authErrorMessage(error)));
    return onAuthStateChanged(auth, (user) => {
      setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
      if (user) void openServerSession(user).then((ok) => onSignedInRef.current?.(user, ok));
    });
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
          await withNetworkRetry(() => signInWithEmailAndPassword(auth, email.trim(), password));
          clearPendingCredentials();
        }),
      signUp: (email, password) => run(() => createUserWithEmailAndPassword(auth, email.trim(), password)),
      signInWith: (provider, email) =>
        run(async () => {
          if (usesAuthEmulator) {
            if (!email) throw new Error('Enter the email of the account to use.');
            await signInWithEmulatedProvider(auth, provider, email.trim());
            return;
          }
          const credential = provider === 'google' ? await signInWithGoogle(auth) : await signInWithApple(auth);
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
          await firebaseSignOut(auth);
          setState({ status: 'signedOut', user: null });
        }),
    };
  }, [state, lastError]);

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
