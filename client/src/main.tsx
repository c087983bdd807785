// Chakra's reset and token variables come first: every static stylesheet of the app uses them.
import 'virtual:chakra-global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wasSignedIn } from './app/signed-in-hint';
import { installGlobalErrorFilter } from './lib/errors/global-error-filter';
import { loadFirebaseSession } from './lib/firebase';
import { revealLiveScreen } from './lib/screen-snapshot/screen-snapshot';
import './app/styles.css';

// Before the app renders: the noise of spec §8 is silenced, everything else surfaces as usual.
installGlobalErrorFilter(window);

// Firebase Auth's code is a chunk of its own. After a signed-in session, fetch it now, in parallel
// with the first render: restoring the session is on the way to the first screen with data
// (AuthProvider waits for it; a failure there is handled there). Signed out, the login page shows
// without it and AuthProvider fetches it once the page is idle.
if (wasSignedIn()) loadFirebaseSession().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The start-up copy of the last-seen screen (index.html, lib/screen-snapshot) gives way when the
// live screen has its data; should that never come (a screen failing to load), the live app shows
// anyway after this long, with its own loading or error state.
setTimeout(revealLiveScreen, 8000);

// The first render as a transition: React renders in slices and lets the browser paint and take
// input between them, rather than in one long task (a phone's start-up, Lighthouse's TBT).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
