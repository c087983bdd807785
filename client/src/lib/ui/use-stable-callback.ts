import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `fn`: for handlers
 * passed to memoized children (list rows), so that a parent render does not re-render them all.
 * Only for event handlers, never called during render (the ref is updated after it).
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  // Insertion effects run before layout effects, so even a child's layout effect sees the new fn.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
