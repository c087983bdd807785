/**
 * A word for the login page after the app signed someone out without their asking here: their
 * sign-in was ended ("Sign out everywhere" on this or another device). Kept in session storage so
 * it survives the move to the login page, and shown there once.
 */
const NOTICE_KEY = 'paydown:signedOutNotice';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on all your devices. Sign in again to continue.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberSignedOutNotice(message = SIGNED_OUT_EVERYWHERE, storage: Store = sessionStorage): void {
  storage.setItem(NOTICE_KEY, message);
}

export function readSignedOutNotice(storage: Store = sessionStorage): string | null {
  return storage.getItem(NOTICE_KEY);
}

export function forgetSignedOutNotice(storage: Store = sessionStorage): void {
  storage.removeItem(NOTICE_KEY);
}
