import { Suspense, lazy } from 'react';
import { useReminderSettings } from '@/data/users/use-reminder-settings';
import { useUid } from '@/lib/auth/use-uid';
import { useNotificationPermission } from '@/lib/notifications/use-notification-permission';

const PaymentReminders = lazy(async () => ({ default: (await import('@/features/reminders/payment-reminders')).PaymentReminders }));

/**
 * Payment reminders, for people who turned them on (Settings → Reminders) on a device that allows
 * notifications. Their code is a chunk of its own, loaded only then: a start without reminders
 * never fetches it.
 */
export function PaymentRemindersMount() {
  const uid = useUid();
  const { enabled, daysBefore, isLoading } = useReminderSettings();
  const permission = useNotificationPermission();
  if (!uid || isLoading || !enabled || permission !== 'granted') return null;
  return (
    <Suspense fallback={null}>
      <PaymentReminders uid={uid} daysBefore={daysBefore} />
    </Suspense>
  );
}
