/**
 * Which payoffs this device has celebrated, per person (planning/milestones.ts names each payoff by
 * its key): kept on the device only, since the moment is a device's own. When storage is unavailable
 * (private mode), what was celebrated is remembered until the page closes.
 */
const storageKey = (uid: string) => `paydown:celebrated-payoffs:${uid}`;

const inMemory = new Map<string, Set<string>>();

function memoryOf(uid: string): Set<string> {
  let keys = inMemory.get(uid);
  if (!keys) {
    keys = new Set();
    inMemory.set(uid, keys);
  }
  return keys;
}

/** The payoff keys celebrated on this device for `uid` (anything unreadable in storage counts as none). */
export function celebratedPayoffs(uid: string): Set<string> {
  const keys = new Set(memoryOf(uid));
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]');
    if (Array.isArray(stored)) for (const key of stored) if (typeof key === 'string') keys.add(key);
  } catch {
    // Unreadable or unavailable storage: what this page remembers is all there is.
  }
  return keys;
}

/** Remembers that the payoff `key` was celebrated on this device for `uid`. */
export function markPayoffCelebrated(uid: string, key: string): void {
  memoryOf(uid).add(key);
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify([...celebratedPayoffs(uid)]));
  } catch {
    // Storage unavailable: remembered in memory only (above).
  }
}
