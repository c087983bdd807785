import { useDatabase } from '../use-database';
import { useSyncEngine } from '../sync/sync-context';
import { useAuth } from '@/lib/auth/auth-context';

/** How long signing out waits for pending changes to reach the server before asking what to do. */
const SIGN_OUT_FLUSH_MS = 4_000;

/**
 * Signing out never loses changes: first try to push what is pending (a few seconds at most). If
 * that fails (offline), the person is warned; the changes stay in their own local database and
 * sync the next time they sign in on this device. Then sync stops and the database closes, so the
 * next person on this browser never sees this person's data.
 */
export function useSignOut(): () => Promise<boolean> {
  const { signOut } = useAuth();
  const engine = useSyncEngine();
  const db = useDatabase();
  return async () => {
    const synced = engine ? await engine.flush(SIGN_OUT_FLUSH_MS) : true;
    if (
      !synced &&
      !window.confirm(
        'Some changes have not reached the server yet (you may be offline). They stay on this device and will sync the next time you sign in here. Sign out anyway?',
      )
    ) {
      return false;
    }
    await engine?.stop();
    await signOut();
    await db?.close();
    return true;
  };
}
