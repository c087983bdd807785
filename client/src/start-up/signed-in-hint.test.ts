import { expect, test } from 'vitest';
import { memoryStorage } from '@/lib/test-support/memory-storage';
import { SIGNED_IN_HINT_KEY, rememberSignedIn, wasSignedIn } from './signed-in-hint';

test('remembers that someone is signed in, and forgets it on sign-out', () => {
  const store = memoryStorage();
  expect(wasSignedIn(store)).toBe(false);
  rememberSignedIn(true, store);
  expect(wasSignedIn(store)).toBe(true);
  expect([...store.items.values()]).toEqual(['1']); // a flag only, nothing about the account
  rememberSignedIn(false, store);
  expect(wasSignedIn(store)).toBe(false);
  expect(store.items.has(SIGNED_IN_HINT_KEY)).toBe(false);
});

test('a blocked storage means no hint, never an error', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(wasSignedIn(blocked)).toBe(false);
  expect(() => rememberSignedIn(true, blocked)).not.toThrow();
});
