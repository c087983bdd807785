/**
 * Temporary credentials held in session storage while an email login is in flight (e.g. across a
 * reload of the login page); cleared after a successful login (spec §9).
 */
export const PENDING_CREDENTIALS_KEY = 'paydown:pendingCredentials';

export function rememberPendingEmail(email: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(PENDING_CREDENTIALS_KEY, JSON.stringify({ email }));
}

export function readPendingEmail(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    const value = JSON.parse(storage.getItem(PENDING_CREDENTIALS_KEY) ?? 'null') as { email?: unknown } | null;
    return typeof value?.email === 'string' ? value.email : null;
  } catch {
    return null;
  }
}

export function clearPendingCredentials(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(PENDING_CREDENTIALS_KEY);
}
