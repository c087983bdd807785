// Chakra's reset and token variables come first: every static stylesheet of the app uses them.
import 'virtual:chakra-global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorFilter } from './lib/errors/global-error-filter';
import './app/styles.css';

// Before the app renders: the noise of spec §8 is silenced, everything else surfaces as usual.
installGlobalErrorFilter(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
