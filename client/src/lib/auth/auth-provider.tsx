import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { auth } from '../firebase';
import { AuthContext, type AuthApi, type AuthState } from './auth-context';
import { closeServerSession, openServerSession } from './server-session';

interface AuthProviderProps {
  children: ReactNode;
  /** Runs after each sign-in once the server session is open (or failed to open offline). */
  onSignedIn?: (user: User, serverSession: boolean) => Promise<void> | void;
}

/** Follows Firebase Auth's state and opens the server session whenever someone is signed in. */
export function AuthProvider({ children, onSignedIn }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
        if (user) {
          void openServerSession(user).then((ok) => onSignedInRef.current?.(user, ok));
        }
      }),
    [],
  );

  const api = useMemo<AuthApi>(
    () => ({
      state,
      async signIn(email, password) {
        await signInWithEmailAndPassword(auth, email.trim(), password);
      },
      async signUp(email, password) {
        await createUserWithEmailAndPassword(auth, email.trim(), password);
      },
      async signOut() {
        await closeServerSession();
        await firebaseSignOut(auth);
      },
    }),
    [state],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
