import type { User } from '@schemas/index';
import type { NewUserBody } from '@schemas/wire/users';
import { toPlain } from '../crdt-writes';
import { loggerOf, nowIso, type DataContext } from '../data-context';
import { runWrite, type WriteResult } from '../write-result';
import { writeUser, type UserInput } from './save-user';
import { toStrictBoolean } from './strict-boolean';
import { toIsoTimestamp } from './to-iso-timestamp';

/** The signed-in account as the identity provider describes it (a Firebase `User` fits). */
export interface AuthProfile {
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  phoneNumber?: string | null;
  emailVerified?: boolean;
  isAnonymous?: boolean;
  metadata?: { creationTime?: string | undefined; lastSignInTime?: string | undefined };
}

/** The body of POST /api/users (NewUserBody in schemas/wire/users.ts), every field given. */
export type CreateRemoteUserPayload = Required<NewUserBody>;

/**
 * Sends POST /api/users and resolves with the parsed JSON answer (the user object to save); any
 * throw (offline, non-OK answer) makes signInUser fall back to the locally built record on a first
 * sign-in, and only leaves the server's sign-in time as it was on a later one.
 */
export type CreateRemoteUser = (payload: CreateRemoteUserPayload) => Promise<unknown>;

export interface SignInOptions {
  createRemoteUser?: CreateRemoteUser;
}

/** The payload of spec §7 for a first sign-in. */
export function buildUserPayload(uid: string, profile: AuthProfile, at: string): CreateRemoteUserPayload {
  return {
    uid,
    email: profile.email ?? null,
    displayName: profile.displayName ?? null,
    photoURL: profile.photoURL ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    emailVerified: toStrictBoolean(profile.emailVerified),
    isAnonymous: toStrictBoolean(profile.isAnonymous),
    createdAt: toIsoTimestamp(profile.metadata?.creationTime) ?? at,
    lastLoginAt: at,
  };
}

/** The fields of the server's answer that can be saved; anything missing or odd comes from the payload. */
export function userFromAnswer(answer: unknown, payload: CreateRemoteUserPayload): UserInput {
  const reply = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const text = (key: keyof CreateRemoteUserPayload): string | null =>
    typeof reply[key] === 'string' ? (reply[key] as string) : (payload[key] as string | null);
  return {
    email: text('email'),
    displayName: text('displayName'),
    photoURL: text('photoURL'),
    phoneNumber: text('phoneNumber'),
    emailVerified: 'emailVerified' in reply ? reply.emailVerified : payload.emailVerified,
    isAnonymous: 'isAnonymous' in reply ? reply.isAnonymous : payload.isAnonymous,
    createdAt: toIsoTimestamp(reply.createdAt) ?? payload.createdAt,
    lastLoginAt: toIsoTimestamp(reply.lastLoginAt) ?? payload.lastLoginAt,
  };
}

/**
 * What happens locally when someone signs in (spec §4):
 * - a local user record exists: it is left as it is, and `createRemoteUser` (POST /api/users), when
 *   given, tells the server the sign-in time (not awaited), which it keeps in its own record of
 *   the person. The synced users document is not written: its CRDT log keeps every operation ever
 *   made on it, so a `lastLoginAt` written there at each sign-in (each start of the app) grew it
 *   by one operation per sign-in forever. A failed call is logged and changes nothing here;
 * - none exists: `createRemoteUser` is called with the spec §7 payload and its answer is saved;
 *   when the call throws, or no function is given, the locally built record is saved instead (the
 *   app works offline). The uid is always the signed-in one, whatever the answer says. Its
 *   `lastLoginAt` is the time of the sign-in that created the record.
 */
export function signInUser(ctx: DataContext, profile: AuthProfile, options: SignInOptions = {}): Promise<WriteResult<User>> {
  return runWrite(ctx, 'signInUser', async () => {
    const at = nowIso(ctx);
    const payload = buildUserPayload(ctx.uid, profile, at);
    const existing = await ctx.db.users.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
    if (existing) {
      // Not awaited: bookkeeping on the server, which nothing here waits for (a slow network must
      // not hold up what follows a sign-in).
      options.createRemoteUser?.(payload).catch((error: unknown) =>
        loggerOf(ctx).warn('[PaydownDB] POST /api/users failed; this sign-in time is not recorded on the server', error),
      );
      return toPlain(existing);
    }

    let record: UserInput = userFromAnswer(null, payload);
    if (options.createRemoteUser) {
      try {
        record = userFromAnswer(await options.createRemoteUser(payload), payload);
      } catch (error) {
        loggerOf(ctx).warn('[PaydownDB] POST /api/users failed; saving a locally built user record', error);
      }
    }
    return writeUser(ctx, record, at);
  });
}
