/**
 * Whether someone was signed in on this browser when the app last ran. Firebase Auth needs a moment
 * at start to read its IndexedDB before it reports the user; this hint lets a signed-in reload start
 * fetching the database and sync code during that moment, while the login screen never fetches it.
 * Only a flag is stored, never the uid or anything about the account.
 */
export const SIGNED_IN_HINT_KEY = 'paydown:signed-in';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function wasSignedIn(storage: Store = localStorage): boolean {
  try {
    return storage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: no preload, the code loads once the user is known
  }
}

export function rememberSignedIn(signedIn: boolean, storage: Store = localStorage): void {
  try {
    if (signedIn) storage.setItem(SIGNED_IN_HINT_KEY, '1');
    else storage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // A hint only: without it the app works the same, a little later on reload.
  }
}
