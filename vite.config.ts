import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadConfig } from './fastify.config.ts';
import { chakraGlobalCss } from './scripts/vite-chakra-global-css.ts';
import { precompress } from './scripts/vite-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(() => {
  // Vite sets NODE_ENV=production while building; the server's production-only checks (cookie
  // secret, emulator off) run when the server itself starts. The client needs only Firebase's
  // public settings here.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const api = `http://127.0.0.1:${config.port}`;
  // Which build this is (client/src/app/pwa/build-id.ts shows it): PAYDOWN_BUILD_ID when a
  // deployment (or the update e2e test) sets one, else the package version, so that the same
  // sources still build byte-identical bundles.
  const buildId = process.env.PAYDOWN_BUILD_ID || (JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string }).version;
  // What the browser needs to reach Firebase. In emulator mode it talks to the emulator through
  // our own origin (see server/src/plugins/auth-emulator-proxy.ts), so no port is baked in.
  const firebaseClientConfig = {
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    useEmulator: config.firebase.emulatorHost !== null,
  };
  return {
    root: here('./client'),
    publicDir: here('./client/public'),
    envDir: here('.'),
    resolve: {
      alias: {
        '@/': here('./client/src/'),
        '@schemas/': here('./schemas/'),
      },
    },
    define: {
      __FIREBASE_CONFIG__: JSON.stringify(firebaseClientConfig),
      __PAYDOWN_BUILD__: JSON.stringify(buildId),
    },
    plugins: [
      react(),
      chakraGlobalCss(),
      VitePWA({
        // 'prompt': a new version waits until the person chooses "Update Now" (spec §4).
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'theme-init.js', 'icons/*.png'],
        manifest: {
          id: '/',
          name: 'Paydown',
          short_name: 'Paydown',
          description: 'Plan your way out of debt: track debts and payments, compare payoff strategies, on every device, even offline.',
          lang: 'en',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#0f766e',
          background_color: '#f8fafc',
          categories: ['finance', 'productivity'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // Listing svg/png/webmanifest here too would duplicate includeAssets' precache entries.
          globPatterns: ['**/*.{js,css,html}'],
          globIgnores: ['**/dev-mode-*.js', '**/validate-ajv-*.js'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          // Deep links (/debts, /strategy…) open offline from the cached shell; API and the
          // Auth emulator's paths are never answered from the cache.
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/identitytoolkit\.googleapis\.com\//, /^\/securetoken\.googleapis\.com\//, /^\/emulator\//],
          // The first visit is controlled by the worker at once, so it works offline right after.
          clientsClaim: true,
          cleanupOutdatedCaches: true,
        },
      }),
      // .br/.gz copies of the finished build, sent by the server to browsers that accept them.
      precompress(),
    ],
    build: {
      // CLIENT_DIR lets a test run build and serve a copy of its own (see e2e/support/e2e-env.ts).
      outDir: config.clientDir,
      emptyOutDir: true,
      sourcemap: true,
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: Object.fromEntries(
        ['/api', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'].map((prefix) => [
          prefix,
          { target: api },
        ]),
      ),
    },
  };
});
