import { useAuth } from '@/lib/auth/auth-context';
import { recentSignInToken } from '@/lib/auth/account-password';
import { ACCOUNT_CLOSED_NOTICE, rememberClosedAccount } from '@/lib/auth/closed-accounts';
import { closeAccountOnServer } from '@/lib/auth/close-account';
import { rememberSignedOutNotice } from '@/lib/auth/signed-out-notice';
import { useSyncEngine } from '../cloud-sync';

/**
 * Closing the account: confirm a recent sign-in (the password, or a sign-in moments ago when the
 * account has none), have the server delete everything of the person and their identity, then on
 * this device stop sync and sign out; the local database and the account's notes are removed once
 * its space has closed (app/user-space.tsx, closed-accounts.ts). Throws, with nothing closed
 * anywhere, when the confirmation or the server fails (offline included).
 */
export function useCloseAccount(): (password: string | null) => Promise<void> {
  const { state, signOut } = useAuth();
  const engine = useSyncEngine();
  return async (password) => {
    const user = state.user;
    if (!user) throw new Error('You are no longer signed in.');
    const idToken = await recentSignInToken(user, password);
    await closeAccountOnServer(user, idToken);
    rememberClosedAccount(user.uid);
    rememberSignedOutNotice(ACCOUNT_CLOSED_NOTICE);
    await engine?.stop();
    await signOut();
  };
}
