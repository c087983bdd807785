import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache (spec §9): queries retry once and are not refetched when the window
 * regains focus. The local queries keep themselves fresh from the database (see
 * local-query-keys.ts), so a focus refetch would only repeat a read that cannot have changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The one cache of the page: provided in app.tsx and invalidated after each sign-in. */
export const queryClient = createQueryClient();
