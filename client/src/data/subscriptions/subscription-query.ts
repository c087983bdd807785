import type { UseQueryResult } from '@tanstack/react-query';
import type { Subscription } from '@schemas/index';
import { LOCAL_QUERY_PATHS } from '@/data/query/local-query-keys';
import { useLocalQuery, type LocalQuery } from '../use-local-query';
import { loadSubscription } from './load-subscription';
import { watchSubscription } from './watch-subscription';

/**
 * `/api/subscription` (spec §7): resolves locally, not over the network. The first read saves the
 * default free subscription when the user has none, and falls back to it when the read fails.
 */
export const SUBSCRIPTION_QUERY: LocalQuery<Subscription> = {
  path: LOCAL_QUERY_PATHS.subscription,
  load: loadSubscription,
  watch: watchSubscription,
};

/** The signed-in user's subscription through the `/api/subscription` cache (see effective-tier.ts for its tier). */
export function useSubscriptionQuery(uid: string | null | undefined): UseQueryResult<Subscription> {
  return useLocalQuery(SUBSCRIPTION_QUERY, uid);
}
