/**
 * Accounts closed while signed in on this browser (here, or on another device: the server then
 * says so), whose local data is still to be removed. The removal happens once the person's space
 * has closed (app/user-space.tsx), and the list survives a reload, so a tab closed half-way
 * finishes the job on its next start.
 */
const CLOSED_ACCOUNTS_KEY = 'paydown:closed-accounts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Dispatched on `window` when an account is added to the list (the app removes its data then). */
export const ACCOUNT_CLOSED_EVENT = 'paydown:account-closed';

export const ACCOUNT_CLOSED_NOTICE = 'Your account has been closed and its data deleted, from this device too.';

export function closedAccountsToForget(storage: Store = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(CLOSED_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberClosedAccount(uid: string, storage: Store = localStorage): void {
  const uids = closedAccountsToForget(storage);
  if (!uids.includes(uid)) storage.setItem(CLOSED_ACCOUNTS_KEY, JSON.stringify([...uids, uid]));
  // Firebase may have signed the person out already (it refused to refresh the token of a deleted
  // account), so the app is not waiting for a change of the signed-in state: it is told.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ACCOUNT_CLOSED_EVENT));
}

export function forgetClosedAccount(uid: string, storage: Store = localStorage): void {
  storage.setItem(CLOSED_ACCOUNTS_KEY, JSON.stringify(closedAccountsToForget(storage).filter((other) => other !== uid)));
}
