import { randomBytes } from 'node:crypto';

/**
 * The value of Paydown's session cookie (before @fastify/cookie signs it): a random session id
 * and the Firebase session cookie, `<id>.<firebase session cookie>`.
 *
 * Why an id of our own: Firebase session cookies carry no id, and two made in the same second
 * for the same sign-in are byte for byte the same. The id names exactly one sign-in exchange, so
 * one device's sign-out ends that device's session only, and the session store can hold it
 * without holding the credential itself.
 */
export interface SessionCookie {
  sessionId: string;
  firebaseCookie: string;
}

const SESSION_ID = /^[0-9a-f]{32}$/;

export const newSessionId = (): string => randomBytes(16).toString('hex');

export function composeSessionCookie({ sessionId, firebaseCookie }: SessionCookie): string {
  return `${sessionId}.${firebaseCookie}`;
}

/** The parts of a cookie value, or null for anything else (e.g. a cookie from before session ids). */
export function parseSessionCookie(value: string): SessionCookie | null {
  const dot = value.indexOf('.');
  const sessionId = value.slice(0, dot);
  const firebaseCookie = value.slice(dot + 1);
  if (dot < 0 || !SESSION_ID.test(sessionId) || firebaseCookie === '') return null;
  return { sessionId, firebaseCookie };
}
