import type { ReactNode } from 'react';
import { useConfirmation, type Question } from '@/lib/ui/use-confirmation';
import { useDatabase } from '../use-database';
import { useSyncEngine } from '../cloud-sync';
import { useAuth } from '@/lib/auth/auth-context';
import { endAllServerSessions } from '@/lib/auth/server-session';
import { rememberSignedOutNotice } from '@/lib/auth/signed-out-notice';

export interface SignOutOptions {
  /** "Sign out everywhere": end every session of this person, on every device, first. */
  everywhere?: boolean;
}

/** How long signing out waits for pending changes to reach the server before asking what to do. */
const SIGN_OUT_FLUSH_MS = 4_000;

const UNSYNCED: Question = {
  title: 'Sign out with changes not synced?',
  text: 'Some changes have not reached the server yet (you may be offline). They stay on this device and will sync the next time you sign in here.',
  confirmLabel: 'Sign out anyway',
};

/**
 * Signing out never loses changes: first try to push what is pending (a few seconds at most). If
 * that fails (offline), the person is asked first, in a dialog the caller renders (`confirmation`);
 * the changes stay in their own local database and sync the next time they sign in on this device. Then sync stops and the database closes, so the
 * next person on this browser never sees this person's data.
 *
 * Signing out everywhere asks the server first; if it cannot be reached this throws and nothing
 * is signed out (this device included), so the person can try again.
 */
export function useSignOut(): { signOut: (options?: SignOutOptions) => Promise<boolean>; confirmation: ReactNode } {
  const { signOut, state } = useAuth();
  const engine = useSyncEngine();
  const db = useDatabase();
  const { ask, dialog } = useConfirmation();
  const signOutHere = async ({ everywhere = false }: SignOutOptions = {}) => {
    const synced = engine ? await engine.flush(SIGN_OUT_FLUSH_MS) : true;
    if (!synced && !(await ask(UNSYNCED))) return false;
    if (everywhere && state.user) {
      await endAllServerSessions(state.user);
      rememberSignedOutNotice();
    }
    await engine?.stop();
    await signOut();
    await db?.close();
    return true;
  };
  return { signOut: signOutHere, confirmation: dialog };
}
