import { useAuth } from './auth-context';

/** The signed-in user's uid (the owner of every local document), or null. */
export function useUid(): string | null {
  return useAuth().state.user?.uid ?? null;
}
