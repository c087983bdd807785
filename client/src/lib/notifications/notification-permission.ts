/**
 * This device's permission to show notifications, which the browser keeps per site and per device
 * (never synced): 'granted', 'denied', 'default' (not asked yet, or asked and dismissed) or
 * 'unsupported' (no Notification API: some browsers, or iOS Safari outside an installed app).
 *
 * The permission changes outside the page too (the browser's site settings), so listeners hear of
 * a change from the Permissions API when it reports one, when the page becomes visible again, and
 * after a request made here.
 */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Asks the browser for permission (it shows its prompt only while the answer is 'default'). */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    await Notification.requestPermission();
  } catch {
    // Very old Safari only takes a callback; its prompt still answers through Notification.permission.
  } finally {
    tell();
  }
  return notificationPermission();
}

/** Calls `listener` whenever the permission may have changed; returns the unsubscribe. */
export function subscribeNotificationPermission(listener: () => void): () => void {
  listeners.add(listener);
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  let status: PermissionStatus | null = null;
  let stopped = false;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      if (stopped) return;
      status = found;
      status.addEventListener('change', listener);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
    status?.removeEventListener('change', listener);
  };
}
