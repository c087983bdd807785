import { isDevelopmentHost } from '../hosting';

/**
 * Development auth mode (spec §4): when the real identity provider returns nothing in a
 * development hosting environment (a simulated offline login on a preview host), the app signs in
 * a local development user kept in browser storage; logging out switches it off.
 *
 * DEVELOPMENT ONLY: `import.meta.env.DEV` is false in a production build, so every function below
 * is inert there and the bundler drops the mode entirely. It never talks to the server (there is no
 * session for this user); it only lets a developer use the app offline on a preview deployment.
 */
export const DEV_AUTH_SUPPORTED: boolean = import.meta.env.DEV;

const MODE_KEY = 'paydown:devAuthMode';
const USER_KEY = 'paydown:devAuthUser';

export interface DevUser {
  uid: string;
  email: string;
  displayName: string;
}

export const DEFAULT_DEV_USER: DevUser = { uid: 'dev-user', email: 'developer@paydown.local', displayName: 'Developer' };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isDevAuthMode(storage: Store = localStorage, supported = DEV_AUTH_SUPPORTED): boolean {
  return supported && storage.getItem(MODE_KEY) === 'on';
}

/** Switches the mode on, only where it is allowed; returns whether it is on. */
export function enableDevAuthMode(
  user: DevUser = DEFAULT_DEV_USER,
  options: { storage?: Store; hostname?: string; supported?: boolean } = {},
): boolean {
  const { storage = localStorage, hostname, supported = DEV_AUTH_SUPPORTED } = options;
  if (!supported || !isDevelopmentHost(hostname)) return false;
  storage.setItem(MODE_KEY, 'on');
  storage.setItem(USER_KEY, JSON.stringify(user));
  return true;
}

export function disableDevAuthMode(storage: Store = localStorage): void {
  storage.removeItem(MODE_KEY);
  storage.removeItem(USER_KEY);
}

export function readDevUser(storage: Store = localStorage, supported = DEV_AUTH_SUPPORTED): DevUser | null {
  if (!isDevAuthMode(storage, supported)) return null;
  try {
    const user = JSON.parse(storage.getItem(USER_KEY) ?? 'null') as DevUser | null;
    return user && typeof user.uid === 'string' ? user : null;
  } catch {
    return null;
  }
}
