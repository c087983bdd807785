import type { User } from '@schemas/index';
import { collectErrors, type FieldErrors } from '../field-checks';

/** The person's reminder settings, the same on every device (users.reminders, schema version 1). */
export interface ReminderSettings {
  /** Whether Paydown shows a notification before a payment is due. */
  enabled: boolean;
  /** How many days before the due date: 0 (on the day) to 30. */
  daysBefore: number;
}

export const MAX_REMINDER_DAYS = 30;

/** What a setting never written reads as: off, 3 days before. */
export const DEFAULT_REMINDER_SETTINGS: Readonly<ReminderSettings> = Object.freeze({ enabled: false, daysBefore: 3 });

export const DAYS_BEFORE_MESSAGE = `Days before must be a whole number from 0 to ${MAX_REMINDER_DAYS}`;

/** A change to the settings: each field optional (undefined leaves it alone). */
export type ReminderSettingsInput = { [K in keyof ReminderSettings]?: unknown };

/** The settings stored on a user record, each field that was never written at its default. */
export function reminderSettingsOf(user: Pick<User, 'reminders'> | null | undefined): ReminderSettings {
  return { ...DEFAULT_REMINDER_SETTINGS, ...user?.reminders };
}

/**
 * Messages by field for a change to the reminder settings, worded for the form (the repository
 * refuses the same input with the same messages).
 */
export function validateReminderSettings(input: ReminderSettingsInput): FieldErrors {
  const { enabled, daysBefore } = input;
  return collectErrors({
    enabled: enabled === undefined || typeof enabled === 'boolean' ? null : 'Reminders must be on or off',
    daysBefore:
      daysBefore === undefined ||
      (typeof daysBefore === 'number' && Number.isInteger(daysBefore) && daysBefore >= 0 && daysBefore <= MAX_REMINDER_DAYS)
        ? null
        : DAYS_BEFORE_MESSAGE,
  });
}
