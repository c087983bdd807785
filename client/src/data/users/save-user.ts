import type { UpdateQuery } from 'rxdb';
import type { User, UserDocument } from '@schemas/index';
import { insertUnlessExists, toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { checkText, collectErrors, hasErrors, type FieldErrors } from '../field-checks';
import { sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { toStrictBoolean } from './strict-boolean';
import { toIsoTimestamp } from './to-iso-timestamp';

/** A user's profile as the identity provider or the server describes it; every field optional. */
export interface UserInput {
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  phoneNumber?: string | null;
  /** Coerced to a strict boolean (true, 1, 'true', '1' → true). */
  emailVerified?: unknown;
  /** Coerced to a strict boolean. */
  isAnonymous?: unknown;
  createdAt?: string | number | null;
  lastLoginAt?: string | number | null;
}

const PROFILE_TEXT = { displayName: 200, photoURL: 2048, phoneNumber: 40 } as const;

/** Messages by field for a user profile; email is required unless the account is anonymous. */
export function validateUser(input: UserInput): FieldErrors {
  const anonymous = toStrictBoolean(input.isAnonymous);
  return collectErrors({
    email: checkText('email', input.email, { required: !anonymous, maxLength: 320 }),
    displayName: checkText('displayName', input.displayName, { maxLength: PROFILE_TEXT.displayName }),
    photoURL: checkText('photoURL', input.photoURL, { maxLength: PROFILE_TEXT.photoURL }),
    phoneNumber: checkText('phoneNumber', input.phoneNumber, { maxLength: PROFILE_TEXT.phoneNumber }),
  });
}

/**
 * Creates or updates the signed-in user's record (id = uid) and returns it; throws on bad input.
 * On update, undefined fields are left alone, null clears an optional one, createdAt is kept.
 */
export async function writeUser(ctx: DataContext, input: UserInput, at = nowIso(ctx)): Promise<User> {
  const errors = validateUser(input);
  if (hasErrors(errors)) throw new InvalidInputError(errors);

  const profile: Record<string, unknown> = {};
  if (input.email !== undefined) profile.email = tidyValue(input.email) ?? '';
  for (const field of Object.keys(PROFILE_TEXT) as (keyof typeof PROFILE_TEXT)[]) {
    if (input[field] !== undefined) profile[field] = tidyValue(input[field]);
  }
  if (input.emailVerified !== undefined) profile.emailVerified = toStrictBoolean(input.emailVerified);
  if (input.isAnonymous !== undefined) profile.isAnonymous = toStrictBoolean(input.isAnonymous);
  const lastLoginAt = toIsoTimestamp(input.lastLoginAt);
  if (lastLoginAt) profile.lastLoginAt = lastLoginAt;

  const fresh = {
    email: '',
    emailVerified: false,
    isAnonymous: false,
    ...Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)),
    id: ctx.uid,
    uid: ctx.uid,
    createdAt: toIsoTimestamp(input.createdAt) ?? at,
    lastLoginAt: lastLoginAt ?? at,
    updatedAt: at,
  } as UserDocument;
  const { doc, created } = await insertUnlessExists(ctx.db.users, fresh);
  if (created) return toPlain(doc);

  const current = doc.toJSON() as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  for (const [field, value] of Object.entries(profile)) {
    if (value === undefined) {
      if (current[field] !== undefined) unset[field] = '';
    } else if (!sameValue(current[field], value)) {
      set[field] = value;
    }
  }
  if (Object.keys(set).length === 0 && Object.keys(unset).length === 0) return toPlain(doc);
  const update: UpdateQuery<UserDocument> = { $set: { ...set, updatedAt: at } };
  if (Object.keys(unset).length > 0) update.$unset = unset;
  return toPlain(await updateDocument(doc, { ifMatch: update }));
}

/**
 * Saves the signed-in user's record (spec §5: emailVerified/isAnonymous become strict booleans).
 * Returns `{ success: false, error }` (logged) instead of throwing.
 */
export function saveUser(ctx: DataContext, input: UserInput): Promise<WriteResult<User>> {
  return runWrite(ctx, 'saveUser', () => writeUser(ctx, input));
}
