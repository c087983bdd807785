import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * Shows `fallback` (nothing by default) with the screen, then mounts `children` in a task of their
 * own. A chart mounts recharts' store, its selectors and its SVG in one go, 30–60 ms each on this
 * kind of machine: a screen with two or three of them held the main thread for over 100 ms in one
 * task, as large as at five debts as at a hundred. Each part mounted this way gets its own timer
 * task (flushSync renders it there, rather than batched with the next), so the browser paints and
 * answers input in between. The box around the part keeps its height, so nothing moves.
 */
export function MountSeparately({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => flushSync(() => setMounted(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? children : fallback;
}
