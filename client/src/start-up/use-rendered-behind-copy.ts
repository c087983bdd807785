import { useDeferredValue } from 'react';
import { isShowingSnapshot } from './screen-snapshot';

/**
 * Whether a component that mounts while the start-up copy shows may render its content yet: false
 * in its first render, true in a background render React schedules right after it.
 *
 * Why: the signed-in frame and the dashboard first mount when the router's store says so, and React
 * renders a store update (useSyncExternalStore) in one blocking task, about 185 ms of a 4x-throttled
 * phone CPU, with the copy already on screen. A deferred render is a transition's: React renders it
 * in slices of a few milliseconds and lets input and paints in between. Nobody sees the empty first
 * render, the copy covers it (the live app renders into a hidden #root).
 *
 * Without a copy on screen it is true from the first render: an empty frame would show.
 */
export function useRenderedBehindCopy(): boolean {
  return useDeferredValue(true, isShowingSnapshot() ? false : undefined);
}
