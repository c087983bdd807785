/**
 * Accounts closed while signed in on this browser (here, or on another device: the server then
 * says so), whose local data is still to be removed. The removal happens once the person's space
 * has closed (app/user-space.tsx), and the list survives a reload, so a tab closed half-way
 * finishes the job on its next start.
 */
const CLOSED_ACCOUNTS_KEY = 'paydown:closed-accounts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

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
}

export function forgetClosedAccount(uid: string, storage: Store = localStorage): void {
  storage.setItem(CLOSED_ACCOUNTS_KEY, JSON.stringify(closedAccountsToForget(storage).filter((other) => other !== uid)));
}
