import { addDaysIso } from '@/planning/payment-standing';

/**
 * Which reminders this device has shown, so each payment's is shown once per device: kept in
 * localStorage per person (never synced: each device shows its own notifications). A key is
 * forgotten 60 days after its due date, long after it could be due soon again.
 */
const KEEP_DAYS = 60;
const storageKey = (uid: string) => `paydown.reminders-shown.${uid}`;
const dateOfKey = (key: string) => key.slice(key.lastIndexOf('@') + 1);

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The keys stored for `uid` (none when nothing, or something unreadable, is stored). */
export function readShownReminders(storage: KeyStore, uid: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey(uid)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds `keys` to what is stored for `uid`, dropping keys whose due date is over 60 days before `today`. */
export function rememberShownReminders(storage: KeyStore, uid: string, keys: readonly string[], today: string): void {
  const oldest = addDaysIso(today, -KEEP_DAYS);
  const kept = [...readShownReminders(storage, uid), ...keys].filter((key) => dateOfKey(key) >= oldest);
  try {
    storage.setItem(storageKey(uid), JSON.stringify([...new Set(kept)]));
  } catch {
    // Storage full or refused: the reminder may show again, which is better than never.
  }
}

/** localStorage, or a forgetful stand-in where the browser refuses access to it (the getter throws). */
export function reminderStorage(): KeyStore {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}
