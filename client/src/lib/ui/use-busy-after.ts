import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Saves that finish sooner than this never show a busy state. */
export const SHOW_BUSY_AFTER_MS = 150;

export interface BusyAfter {
  /** Whether to show the work as busy: it has run for `ms` and is not done yet. */
  shown: boolean;
  /** Starts the work; false (and nothing changes) when it is already running, e.g. a double submit. */
  start: () => boolean;
  /** The work is done (saved or failed). */
  end: () => void;
}

/**
 * The busy state of work that is usually instant, such as a save to the local database (a few
 * milliseconds). Showing a spinner at once would flash it for a frame, and rendering, styling and
 * laying it out would delay the save itself and the sync push behind it; so the busy state shows
 * only once the work has taken `ms`. Repeated starts are refused while it runs, as a disabled
 * button would refuse them.
 */
export function useBusyAfter(ms = SHOW_BUSY_AFTER_MS): BusyAfter {
  const [shown, setShown] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    if (running.current) return false;
    running.current = true;
    timer.current = setTimeout(() => setShown(true), ms);
    return true;
  }, [ms]);

  const end = useCallback(() => {
    running.current = false;
    clearTimeout(timer.current);
    setShown(false);
  }, []);

  return useMemo(() => ({ shown, start, end }), [shown, start, end]);
}
