import {
  GoogleAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { isPreviewHost } from '../hosting';
import { signInWithGoogleFlow } from './google-sign-in';
import { createRedirectResultReader } from './redirect-result';

/** Google with a prompt that forces the account chooser (spec §7). */
export function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Apple, asking for the email and name scopes (spec §7). */
export function appleProvider(): OAuthProvider {
  const provider = new OAuthProvider('apple.com');
  provider.addScope('email');
  provider.addScope('name');
  return provider;
}

export function signInWithGoogle(auth: Auth): Promise<UserCredential | null> {
  const provider = googleProvider();
  return signInWithGoogleFlow(
    {
      popup: () => signInWithPopup(auth, provider, browserPopupRedirectResolver),
      redirect: () => signInWithRedirect(auth, provider, browserPopupRedirectResolver),
    },
    { previewHost: isPreviewHost() },
  );
}

export function signInWithApple(auth: Auth): Promise<UserCredential> {
  return signInWithPopup(auth, appleProvider(), browserPopupRedirectResolver);
}

/**
 * With the Auth emulator (development, tests) there is no Google or Apple to talk to: the emulator
 * accepts an unsigned ID token naming the account instead (docs/architecture.md, "Identity and
 * the server session"). Never used with a real
 * Firebase project.
 */
export function signInWithEmulatedProvider(auth: Auth, provider: 'google' | 'apple', email: string): Promise<UserCredential> {
  const claims = { sub: `${provider}-${email.toLowerCase()}`, email, email_verified: true };
  const credential =
    provider === 'google'
      ? GoogleAuthProvider.credential(JSON.stringify(claims))
      : new OAuthProvider('apple.com').credential({ idToken: JSON.stringify(claims), rawNonce: crypto.randomUUID() });
  return signInWithCredential(auth, credential);
}

let readerFor: WeakMap<Auth, () => Promise<UserCredential | null>> | undefined;

/**
 * The result of a sign-in redirect, read once per page load (on the login page). Passing the
 * resolver also readies Firebase's popup machinery there, so a popup opens at once on phones.
 */
export function readRedirectResultOnce(auth: Auth): Promise<UserCredential | null> {
  readerFor ??= new WeakMap();
  let reader = readerFor.get(auth);
  if (!reader) {
    reader = createRedirectResultReader(() => getRedirectResult(auth, browserPopupRedirectResolver));
    readerFor.set(auth, reader);
  }
  return reader();
}
