import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** Renders the app into `container`: the last step of main.tsx's start. */
export function mountApp(container: HTMLElement): void {
  // The first render as a transition: React renders in slices and lets the browser paint and take
  // input between them, rather than in one long task (a phone's start-up, Lighthouse's TBT).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
