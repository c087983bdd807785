import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';

/**
 * Firebase Auth itself, loaded through loadFirebaseSession() (lib/firebase.ts) so that it stays out
 * of the first screen's bundle. Everything that talks to Firebase goes through this module.
 */
const { useEmulator, ...options } = __FIREBASE_CONFIG__;

const firebaseApp = initializeApp(options);

/**
 * The one Firebase Auth instance of the app (persisted in IndexedDB, so sign-in survives reloads and
 * offline starts): getAuth's persistence, without its popup and redirect resolver. With it, Firebase
 * loads an iframe at start on phones and Safari (to open popups at once), also when someone who is
 * signed in opens the dashboard; the social sign-ins pass the resolver themselves (social-providers.ts).
 */
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });

if (useEmulator) {
  // The server proxies the emulator's paths on our own origin (see auth-emulator-proxy.ts).
  connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
}

export {
  EmailAuthProvider,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
export { readRedirectResultOnce, signInWithApple, signInWithEmulatedProvider, signInWithGoogle } from './social-providers';
