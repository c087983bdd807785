import { apiRequest } from '@/lib/api-request';

/**
 * After "Delete all my data", the server still holds the deleted documents' contents inside their
 * tombstones. POST /api/sync/erase-deleted replaces them with content-free tombstones. It can only
 * erase tombstones that have reached the server, so it runs after sync has pushed them; when that
 * cannot happen now (offline), a note per user remembers to do it later.
 */
const pendingKey = (uid: string) => `paydown:erase-pending:${uid}`;

export function markServerErasePending(uid: string): void {
  try {
    localStorage.setItem(pendingKey(uid), new Date().toISOString());
  } catch {
    // Storage unavailable (private mode): the erase is tried again only from this screen's next visit.
  }
}

export function isServerErasePending(uid: string): boolean {
  try {
    return localStorage.getItem(pendingKey(uid)) !== null;
  } catch {
    return false;
  }
}

export function clearServerErasePending(uid: string): void {
  try {
    localStorage.removeItem(pendingKey(uid));
  } catch {
    // Nothing to clear.
  }
}

/** Asks the server to drop the contents of this user's deleted documents; resolves how many it erased. */
export async function eraseDeletedOnServer(): Promise<number> {
  const response = await apiRequest('POST', '/api/sync/erase-deleted');
  const answer = (await response.json()) as { total?: unknown };
  return typeof answer.total === 'number' ? answer.total : 0;
}
