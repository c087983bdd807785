import { useDatabase } from '../use-database';
import { useSyncEngine } from '../sync/sync-context';
import { useAuth } from '@/lib/auth/auth-context';
import { endAllServerSessions } from '@/lib/auth/server-session';
import { rememberSignedOutNotice } from '@/lib/auth/signed-out-notice';

export interface SignOutOptions {
  /** "Sign out everywhere": end every session of this person, on every device, first. */
  everywhere?: boolean;
}

/** How long signing out waits for pending changes to reach the server before asking what to do. */
const SIGN_OUT_FLUSH_MS = 4_000;

/**
 * Signing out never loses changes: first try to push what is pending (a few seconds at most). If
 * that fails (offline), the person is warned; the changes stay in their own local database and
 * sync the next time they sign in on this device. Then sync stops and the database closes, so the
 * next person on this browser never sees this person's data.
 *
 * Signing out everywhere asks the server first; if it cannot be reached this throws and nothing
 * is signed out (this device included), so the person can try again.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<boolean> {
  const { signOut, state } = useAuth();
  const engine = useSyncEngine();
  const db = useDatabase();
  return async ({ everywhere = false } = {}) => {
    const synced = engine ? await engine.flush(SIGN_OUT_FLUSH_MS) : true;
    if (
      !synced &&
      !window.confirm(
        'Some changes have not reached the server yet (you may be offline). They stay on this device and will sync the next time you sign in here. Sign out anyway?',
      )
    ) {
      return false;
    }
    if (everywhere && state.user) {
      await endAllServerSessions(state.user);
      rememberSignedOutNotice();
    }
    await engine?.stop();
    await signOut();
    await db?.close();
    return true;
  };
}
