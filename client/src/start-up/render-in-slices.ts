import { startTransition } from 'react';

/**
 * Applies a state update that renders much of a screen at start (the first render, the open
 * database, the first amounts) as a transition: React renders it in slices of a few milliseconds
 * and lets the browser paint and take input in between, not in one long task.
 *
 * Not in start-up.ts: that one runs before React's code has been evaluated (boot.ts).
 */
export function renderInSlices(update: () => void): void {
  startTransition(update);
}
