// Chakra's reset and token variables come first: every static stylesheet of the app uses them.
import 'virtual:chakra.css';
import { boot } from './start-up/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// How the page starts is start-up/boot.ts's; the app is its last stage.
void boot(container, () => import('./app/mount-app'));
