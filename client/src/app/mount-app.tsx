import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderInSlices } from '@/start-up/render-in-slices';
import { App } from './app';

/** Renders the app into `container`: the last stage of the start (start-up/boot.ts). */
export function mountApp(container: HTMLElement): void {
  renderInSlices(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
