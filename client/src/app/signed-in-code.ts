import { preloadDatabaseCode } from '@/data/create-database';
import { preloadSyncCode } from '@/data/sync/load-sync-engine';

/**
 * The signed-in frame (header, navigation, account menu with its popover machinery) is code the
 * login screen never shows, so it is a chunk of its own. The router loads it together with the
 * first signed-in screen, in parallel (TanStack Router loads every matched route's component at once).
 */
export const loadAppLayout = () => import('./layout/app-layout');

/** Chakra's runtime, for the screens built with it (router.tsx); the dashboard and the frame start without it. */
export const loadChakraScope = () => import('./chakra-scope');

/** The local database and sync (signed-in-space.tsx), under every signed-in screen. */
export const loadSignedInSpace = () => import('./signed-in-space');

/**
 * Starts fetching everything a signed-in start needs beyond the first screen's bundle: the styling
 * frame, the database and the sync engine. Called on a reload by someone who was
 * signed in (see start-up/signed-in-hint.ts), while Firebase Auth is still restoring the session, so
 * nothing waits on it.
 */
export function preloadSignedInCode(): void {
  // UserSpace and the router import these again and report a failure.
  void loadSignedInSpace().catch(() => undefined);
  void loadAppLayout().catch(() => undefined);
  void preloadDatabaseCode();
  void preloadSyncCode();
}
