import { describe, expect, it } from 'vitest';
import { composeSessionCookie, newSessionId, parseSessionCookie } from './session-cookie';

describe('session cookie value', () => {
  it('round-trips a session id and a Firebase session cookie (itself dotted)', () => {
    const parts = { sessionId: newSessionId(), firebaseCookie: 'header.payload.signature' };
    expect(parseSessionCookie(composeSessionCookie(parts))).toEqual(parts);
  });

  it('makes a new random id each time', () => {
    expect(newSessionId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it.each([
    ['a bare Firebase cookie (before session ids)', 'eyJhbGciOi.eyJpc3Mi.sig'],
    ['an id of the wrong shape', 'ABC.header.payload.signature'],
    ['no Firebase cookie', `${'a'.repeat(32)}.`],
    ['no dot at all', 'a'.repeat(32)],
  ])('refuses %s', (_label, value) => {
    expect(parseSessionCookie(value)).toBeNull();
  });
});
