import { useCallback, useEffect } from 'react';
import { useSyncEngine } from '@/data/cloud-sync';
import { clearServerErasePending, eraseDeletedOnServer, isServerErasePending, markServerErasePending } from './server-erase';

/** How long a deletion may take to reach the server before the erase is left for later. */
const FLUSH_TIMEOUT_MS = 15_000;

export type ServerEraseOutcome = 'erased' | 'later';

/**
 * Erasing the server's copies of deleted documents: `eraseNow` pushes pending changes (the new
 * tombstones) and then asks the server to erase; if either step cannot happen now, it is marked
 * pending. While this screen is open, a pending erase is retried on arrival and when the device
 * comes back online.
 */
export function useServerErase(uid: string | null): { eraseNow: () => Promise<ServerEraseOutcome> } {
  const engine = useSyncEngine();

  const eraseNow = useCallback(async (): Promise<ServerEraseOutcome> => {
    if (!uid) return 'later';
    const synced = engine ? await engine.flush(FLUSH_TIMEOUT_MS) : false;
    if (!synced) {
      markServerErasePending(uid);
      return 'later';
    }
    try {
      await eraseDeletedOnServer();
      clearServerErasePending(uid);
      return 'erased';
    } catch {
      markServerErasePending(uid);
      return 'later';
    }
  }, [uid, engine]);

  useEffect(() => {
    if (!uid || !engine) return undefined;
    const retry = () => {
      if (isServerErasePending(uid) && navigator.onLine) void eraseNow();
    };
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [uid, engine, eraseNow]);

  return { eraseNow };
}
