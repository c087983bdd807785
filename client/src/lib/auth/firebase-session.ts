import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

/**
 * Firebase Auth itself, loaded through loadFirebaseSession() (lib/firebase.ts) so that it stays out
 * of the first screen's bundle. Everything that talks to Firebase goes through this module.
 */
const { useEmulator, ...options } = __FIREBASE_CONFIG__;

const firebaseApp = initializeApp(options);

/** The one Firebase Auth instance of the app (persisted in IndexedDB, so sign-in survives reloads and offline starts). */
export const auth = getAuth(firebaseApp);

if (useEmulator) {
  // The server proxies the emulator's paths on our own origin (see auth-emulator-proxy.ts).
  connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
}

export { createUserWithEmailAndPassword, onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
export { readRedirectResultOnce, signInWithApple, signInWithEmulatedProvider, signInWithGoogle } from './social-providers';
