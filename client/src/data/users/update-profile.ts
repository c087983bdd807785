import type { UpdateQuery } from 'rxdb';
import type { User, UserDocument } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { sameValue, tidyValue } from '../tidy-input';
import { InvalidInputError, runWrite, type WriteResult } from '../write-result';
import { requireUserDocument } from './require-user-document';
import { validateProfile, type ProfileInput } from './validate-profile';

const PROFILE_FIELDS = ['displayName', 'phoneNumber', 'photoURL'] as const;

/**
 * Saves the profile fields of the signed-in user's local record (the source the account menu and
 * other devices read; it syncs like every document). Text is trimmed; empty text or null removes a
 * field; undefined leaves it alone. Each changed field is its own `$set`/`$unset`, so a name changed
 * on one device and a phone number on another are both kept.
 */
export function updateProfile(ctx: DataContext, input: ProfileInput): Promise<WriteResult<User>> {
  return runWrite(ctx, 'updateProfile', async () => {
    const errors = validateProfile(input);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const doc = await requireUserDocument(ctx);

    const current = doc.toJSON() as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    for (const field of PROFILE_FIELDS) {
      if (input[field] === undefined) continue;
      const value = tidyValue(input[field]);
      if (value === undefined) {
        if (current[field] !== undefined) unset[field] = '';
      } else if (!sameValue(current[field], value)) {
        set[field] = value;
      }
    }
    if (Object.keys(set).length === 0 && Object.keys(unset).length === 0) return toPlain(doc);
    const update: UpdateQuery<UserDocument> = { $set: { ...set, updatedAt: nowIso(ctx) } };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    return toPlain(await updateDocument(doc, { ifMatch: update }));
  });
}
