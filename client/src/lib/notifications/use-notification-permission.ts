import { useSyncExternalStore } from 'react';
import { notificationPermission, subscribeNotificationPermission, type NotificationPermissionState } from './notification-permission';

/** This device's notification permission, kept current (notification-permission.ts). */
export function useNotificationPermission(): NotificationPermissionState {
  return useSyncExternalStore(subscribeNotificationPermission, notificationPermission);
}
