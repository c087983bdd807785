import type { PaymentReminder } from './reminders-to-show';

/** Where a click on a reminder takes the person. */
export const REMINDER_PATH = '/dashboard';

const ICON = '/icons/icon-192.png';

/**
 * Shows one reminder. Through the service worker's registration when there is an active worker
 * (the installed app: its notifications outlive the page, and the worker's click handler,
 * public/notification-click.js, focuses or opens the app), else with the page's Notification
 * constructor (development builds, browsers without a worker), whose click focuses this page and
 * calls `open`. The tag is the reminder's key: a second tab showing the same one replaces it.
 */
export async function showReminder(reminder: PaymentReminder, open: (path: string) => void): Promise<void> {
  const options: NotificationOptions = { body: reminder.body, tag: reminder.key, icon: ICON, data: { path: REMINDER_PATH } };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration?.active) {
    await registration.showNotification(reminder.title, options);
    return;
  }
  const notification = new Notification(reminder.title, options);
  notification.onclick = () => {
    window.focus();
    open(REMINDER_PATH);
    notification.close();
  };
}
