import type { User } from '@schemas/index';
import { FINANCIAL_GOAL_NAMES } from '../financial-goals/default-financial-goals';
import { validateReminderSettings, type ReminderSettings } from '../users/reminder-settings';
import { validateProfile } from '../users/validate-profile';
import type { ImportPlan } from './import-plan';
import type { IncomingData, TransferData } from './transfer-data';

const PROFILE_LABELS = { displayName: 'display name', phoneNumber: 'phone number', photoURL: 'photo URL' } as const;

/** Profile fields: filled where the account has none, kept (and said so) where it has its own. */
export function planProfile(plan: ImportPlan, incoming: IncomingData['users'], current: User | null) {
  const file = incoming[0]?.doc;
  if (!file) return;
  for (const field of ['displayName', 'phoneNumber', 'photoURL'] as const) {
    const value = file[field];
    if (!value) continue;
    const mine = current?.[field];
    if (!mine) plan.profile[field] = value;
    else if (mine !== value) plan.notes.push(`Kept your ${PROFILE_LABELS[field]} "${mine}" (the file has "${value}").`);
  }
  const problems = validateProfile(plan.profile);
  for (const message of Object.values(problems)) plan.problems.push(`${incoming[0]!.where}: ${message}`);
}

/** Goals switched on in the file are switched on; none is switched off. */
export function planGoals(plan: ImportPlan, incoming: IncomingData, existing: TransferData) {
  const current = existing.financialGoals[0];
  for (const name of FINANCIAL_GOAL_NAMES) {
    if (incoming.financialGoals.some(({ doc }) => doc[name] === true) && current?.[name] !== true) plan.goalsOn.push(name);
  }
}

const daysWords = (days: number) => (days === 0 ? 'on the due day' : `${days} day${days === 1 ? '' : 's'} before the due date`);

/** "Kept your reminders 5 days before the due date (the file has 3 days before the due date)." */
const KEPT_REMINDER: { [K in keyof ReminderSettings]: (mine: ReminderSettings[K], file: ReminderSettings[K]) => string } = {
  enabled: (mine, file) => `Kept your reminders ${mine ? 'on' : 'off'} (the file has them ${file ? 'on' : 'off'}).`,
  daysBefore: (mine, file) => `Kept your reminders ${daysWords(mine)} (the file has ${daysWords(file)}).`,
};

/**
 * Reminder settings: each one the file has is taken where the account never set its own (the
 * account then shows the default, which nobody chose); one the account set is kept, and said so.
 */
export function planReminders(plan: ImportPlan, incoming: IncomingData['users'], current: User | null) {
  const file = incoming[0]?.doc.reminders;
  if (!file) return;
  const problems = Object.values(validateReminderSettings(file));
  if (problems.length > 0) {
    for (const message of problems) plan.problems.push(`${incoming[0]!.where}: ${message}`);
    return;
  }
  const { enabled, daysBefore } = file;
  const mine = current?.reminders;
  if (enabled !== undefined) {
    if (mine?.enabled === undefined) plan.reminders.enabled = enabled;
    else if (mine.enabled !== enabled) plan.notes.push(KEPT_REMINDER.enabled(mine.enabled, enabled));
  }
  if (daysBefore !== undefined) {
    if (mine?.daysBefore === undefined) plan.reminders.daysBefore = daysBefore;
    else if (mine.daysBefore !== daysBefore) plan.notes.push(KEPT_REMINDER.daysBefore(mine.daysBefore, daysBefore));
  }
}
