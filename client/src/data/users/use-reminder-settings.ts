import { useUid } from '@/lib/auth/use-uid';
import { reminderSettingsOf, type ReminderSettings } from './reminder-settings';
import { useUser } from './use-user';

/**
 * The signed-in person's reminder settings, live (another device's change shows as it syncs), at
 * their defaults ({ enabled: false, daysBefore: 3 }) until the user record has them.
 */
export function useReminderSettings(): ReminderSettings & { isLoading: boolean } {
  const user = useUser(useUid());
  return { ...reminderSettingsOf(user.data), isLoading: user.isLoading };
}
