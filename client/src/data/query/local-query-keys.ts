import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache keys of spec §7. They keep the API paths the product has always used, but both resolve
 * locally, from the signed-in user's own database (the app is offline-first; no request is made).
 */
export const LOCAL_QUERY_PATHS = {
  debts: '/api/debts',
  subscription: '/api/subscription',
} as const;

export type LocalQueryPath = (typeof LOCAL_QUERY_PATHS)[keyof typeof LOCAL_QUERY_PATHS];

/**
 * `[path, uid]`: the uid scopes the cached value to its owner, so a second person signing in on
 * the same page never sees the first person's cached tier or debts, even for a moment.
 */
export function localQueryKey(path: LocalQueryPath, uid: string): readonly [LocalQueryPath, string] {
  return [path, uid] as const;
}

/**
 * Spec §4 and §7: after sign-in the /api/debts and /api/subscription caches are invalidated (for
 * every uid: the key's first element matches all of them), so what is shown is read afresh.
 */
export async function invalidateSignInCaches(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: [LOCAL_QUERY_PATHS.debts] }),
    client.invalidateQueries({ queryKey: [LOCAL_QUERY_PATHS.subscription] }),
  ]);
}
