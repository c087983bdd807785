import type * as FirebaseSessionModule from './auth/firebase-session';

/** True when sign-in goes to the Firebase Auth emulator (development and tests). */
export const usesAuthEmulator: boolean = __FIREBASE_CONFIG__.useEmulator;

export type FirebaseSession = typeof FirebaseSessionModule;

let session: Promise<FirebaseSession> | undefined;

/**
 * Firebase Auth (about 100 KB of code) as a chunk of its own, started once. Why: the first screen
 * must not wait for it. A visitor who is signed out sees the login page at once, and Firebase
 * loads while they type; a signed-in start shows the loading screen while it restores the session.
 * A failed fetch (offline without the cached app) is not kept, so the next call tries again.
 */
export function loadFirebaseSession(): Promise<FirebaseSession> {
  session ??= import('./auth/firebase-session').catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}
