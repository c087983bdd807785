import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

const { useEmulator, ...options } = __FIREBASE_CONFIG__;

export const firebaseApp = initializeApp(options);

/** The one Firebase Auth instance of the app (persisted in IndexedDB, so sign-in survives reloads and offline starts). */
export const auth = getAuth(firebaseApp);

/** True when sign-in goes to the Firebase Auth emulator (development and tests). */
export const usesAuthEmulator: boolean = useEmulator;

if (useEmulator) {
  // The server proxies the emulator's paths on our own origin (see auth-emulator-proxy.ts).
  connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
}
