import type { RxJsonSchema } from 'rxdb';
import { firstValueFrom } from 'rxjs';
import { afterEach, expect, test } from 'vitest';
import { usersSchema } from '@schemas/index';
import { createDatabase } from '../create-database';
import type { PaydownDatabase } from '../paydown-database';
import { MemoryMaster, exchangeChanges } from '../test-support/memory-master';
import { ok } from '../test-support/ok';
import { storeAtOldVersion } from '../test-support/old-version-database';
import { closeTestDatabases, openTestDatabase, testContext } from '../test-support/test-database';
import { DAYS_BEFORE_MESSAGE, reminderSettingsOf, validateReminderSettings } from './reminder-settings';
import { saveReminderSettings } from './save-reminder-settings';
import { saveUser } from './save-user';
import { watchUser } from './use-user';

afterEach(closeTestDatabases);

const settingsOn = async (db: PaydownDatabase) => reminderSettingsOf(await firstValueFrom(watchUser(db, 'user-1')));

test('settings never written read as off, 3 days before; a part written keeps the other at its default', () => {
  expect(reminderSettingsOf(null)).toEqual({ enabled: false, daysBefore: 3 });
  expect(reminderSettingsOf({ reminders: { enabled: true } })).toEqual({ enabled: true, daysBefore: 3 });
  expect(reminderSettingsOf({ reminders: { daysBefore: 0 } })).toEqual({ enabled: false, daysBefore: 0 });
});

test.each([
  ['days below 0', { daysBefore: -1 }, { daysBefore: DAYS_BEFORE_MESSAGE }],
  ['days over 30', { daysBefore: 31 }, { daysBefore: DAYS_BEFORE_MESSAGE }],
  ['part of a day', { daysBefore: 2.5 }, { daysBefore: DAYS_BEFORE_MESSAGE }],
  ['days as text', { daysBefore: '3' }, { daysBefore: DAYS_BEFORE_MESSAGE }],
  ['on as text', { enabled: 'yes' }, { enabled: 'Reminders must be on or off' }],
])('%s is refused with a message, and nothing is written', async (_label, input, errors) => {
  expect(validateReminderSettings(input)).toEqual(errors);
  const db = await openTestDatabase(['users']);
  const ctx = testContext(db);
  ok(await saveUser(ctx, { email: 'ada@example.com' }));
  expect(await saveReminderSettings(ctx, input)).toMatchObject({ success: false, fieldErrors: errors });
  expect((await db.users.findOne('user-1').exec())?.get('reminders')).toBeUndefined();
});

test('0 and 30 days are accepted; each change is saved and read back', async () => {
  const db = await openTestDatabase(['users']);
  const ctx = testContext(db);
  ok(await saveUser(ctx, { email: 'ada@example.com' }));
  expect(ok(await saveReminderSettings(ctx, { enabled: true, daysBefore: 0 })).reminders).toEqual({ enabled: true, daysBefore: 0 });
  ok(await saveReminderSettings(ctx, { daysBefore: 30 }));
  expect(await settingsOn(db)).toEqual({ enabled: true, daysBefore: 30 });
});

test('without a user record there is nothing to save to, and the message says what to do', async () => {
  const ctx = testContext(await openTestDatabase(['users']));
  expect(await saveReminderSettings(ctx, { enabled: true })).toMatchObject({ success: false, error: expect.stringMatching(/Sign out and sign in again/) });
});

test('reminders turned on on one device and the days changed on another while apart: both hold on both', async () => {
  const master = new MemoryMaster();
  const laptop = await openTestDatabase(['users']);
  const phone = await openTestDatabase(['users']);
  const sync = () => exchangeChanges(master, [master.replicate(laptop.users, 'laptop'), master.replicate(phone.users, 'phone')] as never);
  const onLaptop = testContext(laptop);
  const onPhone = testContext(phone, 'user-1', '2026-01-16T08:00:00.000Z');
  ok(await saveUser(onLaptop, { email: 'ada@example.com' }));
  await sync();

  ok(await saveReminderSettings(onLaptop, { enabled: true }));
  ok(await saveReminderSettings(onPhone, { daysBefore: 7 }));
  await sync();

  expect(await settingsOn(laptop)).toEqual({ enabled: true, daysBefore: 7 });
  expect(await settingsOn(phone)).toEqual({ enabled: true, daysBefore: 7 });
});

/** The users schema as version 0 stored it: no reminders. */
function usersSchemaVersion0(): RxJsonSchema<unknown> {
  const { reminders: _r, ...properties } = usersSchema.properties;
  return { ...usersSchema, version: 0, properties } as unknown as RxJsonSchema<unknown>;
}

let opened: PaydownDatabase | null = null;
afterEach(async () => {
  await opened?.remove();
  opened = null;
});

test('a user stored at version 0 migrates as it is: reminders off, 3 days, and takes the settings', async () => {
  const name = `legacyusers${Date.now().toString(36)}`;
  const at = '2026-01-02T10:00:00.000Z';
  const stored = { id: 'user-1', uid: 'user-1', email: 'ada@example.com', emailVerified: true, isAnonymous: false, createdAt: at, lastLoginAt: at, updatedAt: at };
  await storeAtOldVersion(name, 'users', usersSchemaVersion0(), [stored]);

  opened = await createDatabase({ name, multiInstance: false, collections: ['users'] });
  const user = await firstValueFrom(watchUser(opened, 'user-1'));
  expect(user).toMatchObject({ email: 'ada@example.com', emailVerified: true });
  expect(user?.reminders).toBeUndefined();
  expect(await settingsOn(opened)).toEqual({ enabled: false, daysBefore: 3 });
  ok(await saveReminderSettings(testContext(opened), { enabled: true, daysBefore: 5 }));
  expect(await settingsOn(opened)).toEqual({ enabled: true, daysBefore: 5 });
});
