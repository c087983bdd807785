import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

/** The signed-in account as the app uses it: a Firebase user, or the development-mode user. */
export type AuthUser = Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL' | 'phoneNumber' | 'emailVerified' | 'isAnonymous'> & {
  /** Absent for the development-mode user, which has no server session. */
  getIdToken?: User['getIdToken'];
  metadata?: User['metadata'];
  /** How the account signs in ('password', 'google.com', …); absent for the development-mode user. */
  providerData?: User['providerData'];
};

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: AuthUser };

export type SocialProvider = 'google' | 'apple';

export interface AuthApi {
  state: AuthState;
  /** The last sign-in/up/out failure in plain words (spec §8: stored and rethrown). */
  lastError: string | null;
  /** True with the Firebase Auth emulator: social sign-in asks which account to use. */
  emulated: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  /** `email` names the account in emulator mode; ignored with a real provider. */
  signInWith(provider: SocialProvider, email?: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthApi | null>(null);

/** The signed-in state and the sign-in/out actions; only inside <AuthProvider>. */
export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}
