import type { User } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { InvalidInputError, NotFoundError, runWrite, type WriteResult } from '../write-result';
import { reminderSettingsOf, validateReminderSettings, type ReminderSettings, type ReminderSettingsInput } from './reminder-settings';

/**
 * Saves a change to the signed-in person's reminder settings on their user record (it syncs like
 * every document). Each changed setting is a `$set` of its own path (`reminders.enabled`,
 * `reminders.daysBefore`): reminders turned on on one device and the days changed on another while
 * apart both hold once they meet. A value equal to the one shown writes nothing.
 */
export function saveReminderSettings(ctx: DataContext, input: ReminderSettingsInput): Promise<WriteResult<User>> {
  return runWrite(ctx, 'saveReminderSettings', async () => {
    const errors = validateReminderSettings(input);
    if (hasErrors(errors)) throw new InvalidInputError(errors);

    const doc = await ctx.db.users.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
    // Sign-in always creates the record; without it there is no account to attach settings to.
    if (!doc) throw new NotFoundError('Your account is not set up on this device yet. Sign out and sign in again.');

    const current = reminderSettingsOf(toPlain(doc));
    const set: Record<string, unknown> = {};
    for (const field of ['enabled', 'daysBefore'] as const satisfies readonly (keyof ReminderSettings)[]) {
      const value = input[field];
      if (value !== undefined && value !== current[field]) set[`reminders.${field}`] = value;
    }
    if (Object.keys(set).length === 0) return toPlain(doc);
    return toPlain(await updateDocument(doc, { ifMatch: { $set: { ...set, updatedAt: nowIso(ctx) } } }));
  });
}
