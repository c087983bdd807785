/**
 * Signed-in devices for `npm run bench:capacity`, made quickly and without any bypass in the
 * server. The server accepts a request when (plugins/auth.ts) its signed cookie names a session
 * recorded in the session store AND firebase-admin verifies the Firebase session cookie inside it
 * (revocation included: the Auth emulator must know the account). The ordinary way in,
 * POST /api/session, allows 30 sign-ins a minute per address, so thousands of devices through it
 * would take hours. Instead, per device, exactly what that route does, done from here:
 *
 * 1. the accounts are imported into the Auth emulator in bulk (Admin SDK importUsers, 1,000 a call);
 * 2. each device signs in (emulator signInWithCustomToken) and exchanges its ID token for a
 *    Firebase session cookie (Admin SDK createSessionCookie) — real emulator credentials;
 * 3. the session is recorded through the session store's own API (SessionStore.open), and the
 *    cookie composed and signed with the servers' COOKIE_SECRET as the route would set it.
 *
 * The servers then verify every request as they would in production (store lookup, firebase-admin
 * verification against the emulator, re-verification of open streams every minute).
 */
import { sign } from '@fastify/cookie';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { composeSessionCookie, newSessionId } from '../../server/src/auth/session-cookie';
import { SESSION_COOKIE } from '../../server/src/plugins/auth';
import type { SessionStore } from '../../server/src/storage/session-store';

/** Runs `work` on every item, `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** The `cookie` header of each device (per account, `devicesPerAccount` devices, each its own sign-in). */
export async function openBenchSessions(options: {
  emulatorPort: number;
  projectId: string;
  cookieSecret: string;
  uids: string[];
  devicesPerAccount: number;
  stores: SessionStore[];
  sessionDays: number;
}): Promise<string[][]> {
  const { emulatorPort, projectId, cookieSecret, uids, devicesPerAccount, stores, sessionDays } = options;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulatorPort}`;
  const app = initializeApp({ projectId }, `bench-capacity-${process.pid}`);
  try {
    const auth = getAuth(app);
    for (let first = 0; first < uids.length; first += 1000) {
      const batch = uids.slice(first, first + 1000).map((uid) => ({ uid, email: `${uid}@example.com`, emailVerified: true }));
      const imported = await auth.importUsers(batch);
      if (imported.failureCount > 0) throw new Error(`the Auth emulator refused ${imported.failureCount} accounts: ${imported.errors[0]?.error.message}`);
    }
    const expiresIn = sessionDays * 24 * 60 * 60 * 1000;
    const cookies: string[][] = uids.map(() => []);
    const devices = uids.flatMap((uid, account) => Array.from({ length: devicesPerAccount }, () => ({ uid, account })));
    await eachLimited(devices, 16, async ({ uid, account }) => {
      const customToken = await auth.createCustomToken(uid);
      const response = await fetch(`http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      });
      if (!response.ok) throw new Error(`emulator sign-in failed: ${response.status} ${await response.text()}`);
      const { idToken } = (await response.json()) as { idToken: string };
      const firebaseCookie = await auth.createSessionCookie(idToken, { expiresIn });
      const sessionId = newSessionId();
      for (const store of stores) await store.open({ id: sessionId, uid, expiresAt: new Date(Date.now() + expiresIn) });
      const signed = sign(composeSessionCookie({ sessionId, firebaseCookie }), cookieSecret);
      cookies[account]!.push(`${SESSION_COOKIE}=${encodeURIComponent(signed)}`);
    });
    return cookies;
  } finally {
    await deleteApp(app);
  }
}
