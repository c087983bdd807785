/**
 * REST helpers for the Auth emulator (docs/testing.md, "The Auth emulator"): real accounts and real
 * ID tokens for tests.
 */
import { randomUUID } from 'node:crypto';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export async function createTestAccount(emulatorPort: number, email = `user-${randomUUID()}@example.com`): Promise<TestAccount> {
  const password = 'correct-horse-battery';
  const response = await fetch(
    `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator signUp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, password, idToken: body.idToken };
}

/**
 * Waits until the wall clock is in a later second than `since` (ms). Firebase compares a sign-in
 * with a revocation in whole seconds (a token of the same second as the revocation still counts),
 * so a test that revokes a sign-in it just made lets the second pass first.
 */
export async function afterTheSecondOf(since: number): Promise<void> {
  const second = Math.floor(since / 1000);
  while (Math.floor(Date.now() / 1000) <= second) await new Promise((resolve) => setTimeout(resolve, 20));
}
