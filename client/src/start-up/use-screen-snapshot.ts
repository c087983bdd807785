import { useEffect, useLayoutEffect } from 'react';
import { isShowingSnapshot, revealLiveScreen, saveScreenSnapshot } from './screen-snapshot';
import { startUp } from './start-up';

/**
 * For the screen a signed-in start opens on (the dashboard): once `ready` (its local data is on
 * screen), the start-up copy gives way to it, in the same frame (a layout effect, before the
 * browser paints), and what it shows is saved for the next start after the first screen (when the
 * browser is idle), again after each later render.
 */
export function useScreenSnapshot(uid: string | null, ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) revealLiveScreen();
  }, [ready]);

  // No dependency list: every commit of the screen may have changed what it shows.
  useEffect(() => {
    if (!ready || !uid) return undefined;
    let current = true;
    void startUp.afterFirstScreen().then(() => {
      const root = document.getElementById('root');
      if (current && root && !isShowingSnapshot()) saveScreenSnapshot(uid, root);
    });
    return () => {
      current = false;
    };
  });
}
