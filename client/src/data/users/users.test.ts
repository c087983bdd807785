import { afterEach, expect, test, vi } from 'vitest';
import { ok } from '../test-support/ok';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { getUser } from './get-user';
import { saveUser } from './save-user';
import { signInUser, type CreateRemoteUserPayload } from './sign-in-user';

afterEach(closeTestDatabases);

const firebaseUser = {
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  phoneNumber: null,
  emailVerified: true,
  isAnonymous: false,
  metadata: { creationTime: 'Tue, 06 Jan 2026 09:00:00 GMT', lastSignInTime: 'Thu, 15 Jan 2026 10:00:00 GMT' },
};

test('saving a user coerces emailVerified and isAnonymous to strict booleans', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  const result = await saveUser(ctx, { email: 'ada@example.com', emailVerified: 'true', isAnonymous: 0 });
  expect(result.success && result.data).toMatchObject({ id: 'user-1', uid: 'user-1', emailVerified: true, isAnonymous: false });
  const again = await saveUser(ctx, { emailVerified: 'false', isAnonymous: 1 });
  expect(again.success && again.data).toMatchObject({ email: 'ada@example.com', emailVerified: false, isAnonymous: true });
  expect(typeof (await getUser(ctx))?.emailVerified).toBe('boolean');
});

test('an email is required unless the account is anonymous', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  expect(await saveUser(ctx, { email: '' })).toMatchObject({ success: false, fieldErrors: { email: 'email is required' } });
  expect(await saveUser(ctx, { email: null, isAnonymous: true })).toMatchObject({ success: true, data: { email: '', isAnonymous: true } });
});

test('first sign-in without a local user posts the spec payload and saves the answer', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  const createRemoteUser = vi.fn(async (payload: CreateRemoteUserPayload) => ({ ...payload, displayName: 'Ada Lovelace', uid: 'someone-else' }));
  const result = await signInUser(ctx, firebaseUser, { createRemoteUser });
  expect(createRemoteUser).toHaveBeenCalledWith({
    uid: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    phoneNumber: null,
    emailVerified: true,
    isAnonymous: false,
    createdAt: '2026-01-06T09:00:00.000Z',
    lastLoginAt: '2026-01-15T10:00:00.000Z',
  });
  expect(result.success && result.data).toEqual({
    id: 'user-1',
    uid: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    emailVerified: true,
    isAnonymous: false,
    createdAt: '2026-01-06T09:00:00.000Z',
    lastLoginAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
  });
});

test('when POST /api/users fails, a locally built record is saved', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  const createRemoteUser = vi.fn(async () => {
    throw new Error('503: Service Unavailable');
  });
  const result = await signInUser(ctx, firebaseUser, { createRemoteUser });
  expect(result.success && result.data).toMatchObject({ uid: 'user-1', email: 'ada@example.com', displayName: 'Ada' });
  expect(ctx.logger.warnings).toHaveLength(1);
});

test('signing in again writes nothing to the synced users document: its CRDT log keeps its length over many sign-ins', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  await signInUser(ctx, firebaseUser);
  const stored = async () => (await ctx.db.users.findOne('user-1').exec())!.toJSON();
  const before = await stored();
  const createRemoteUser = vi.fn(async (_payload: CreateRemoteUserPayload) => ({}));
  for (let i = 0; i < 5; i++) {
    ok(await signInUser(ctx, { ...firebaseUser, displayName: 'Changed' }, { createRemoteUser }));
  }
  const after = await stored();
  expect(after.crdts?.operations).toHaveLength(before.crdts!.operations.length);
  expect(after).toEqual(before);
  expect(after).toMatchObject({ displayName: 'Ada', createdAt: '2026-01-06T09:00:00.000Z', lastLoginAt: '2026-01-15T10:00:00.000Z' });
  // The sign-in times go to the server's own record of the person instead, one call per sign-in.
  expect(createRemoteUser.mock.calls.map(([payload]) => payload.lastLoginAt)).toEqual([
    '2026-01-15T10:00:01.000Z', '2026-01-15T10:00:02.000Z', '2026-01-15T10:00:03.000Z', '2026-01-15T10:00:04.000Z', '2026-01-15T10:00:05.000Z',
  ]);
});

test('signing in again offline, or with the server refusing, still succeeds and changes nothing locally', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  await signInUser(ctx, firebaseUser);
  const before = (await ctx.db.users.findOne('user-1').exec())!.toJSON();
  const result = await signInUser(ctx, firebaseUser, { createRemoteUser: async () => { throw new Error('Failed to fetch'); } });
  expect(result).toMatchObject({ success: true, data: { lastLoginAt: '2026-01-15T10:00:00.000Z' } });
  expect((await ctx.db.users.findOne('user-1').exec())!.toJSON()).toEqual(before);
  await expect.poll(() => ctx.logger.warnings).toHaveLength(1);
});
