/*
 * Imported by the service worker (vite.config.ts, workbox.importScripts). A click on a payment
 * reminder (client/src/features/reminders/show-reminder.ts) brings Paydown forward at the path the
 * reminder names: an open window of the app is focused and taken there, else a new one opens.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/dashboard';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((focused) => (focused.url === target ? focused : focused.navigate(target)));
    }),
  );
});
