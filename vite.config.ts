import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadConfig } from './fastify.config.ts';
import { bootPreload } from './scripts/vite-boot-preload.ts';
import { chakraCss } from './scripts/vite-chakra-css.ts';
import { inlineScript } from './scripts/vite-inline-script.ts';
import { precompress } from './scripts/vite-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Chakra and what its components run on (Ark, Zag, Emotion, Floating UI). */
const CHAKRA_FAMILY = /[\\/]node_modules[\\/](?:@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|stylis|hoist-non-react-statics|react-is)[\\/]/;
/**
 * The kit's Menu (lib/ui/menu.tsx) and what it runs on: Ark's menu hook, which Chakra exports
 * (with its environment and locale contexts and Chakra's mergeProps), Zag's menu machine and
 * Floating UI. The signed-in frame's menus use them without Chakra's runtime, so they must not sit
 * in Chakra's chunk, which a start on the dashboard never loads.
 */
const MENU_MACHINE = [
  /[\\/]node_modules[\\/]@zag-js[\\/](?:menu|react|core|popper|dismissable|dom-query|focus-visible|rect-utils|interact-outside|types|utils|anatomy|store)[\\/]/,
  /[\\/]node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/](?:components[\\/]menu[\\/]use-menu|providers[\\/](?:environment|locale)[\\/]use-\w+-context|utils[\\/]create-context)\.js$/,
  /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:merge-props|utils[\\/]call-all)\.js$/,
  /[\\/]node_modules[\\/](?:@floating-ui|proxy-compare)[\\/]/,
];
/** RxDB, its storage and its helpers; not its development-only plugins (dev-mode, the ajv validator). */
const DATABASE_FAMILY =
  /[\\/]node_modules[\\/](?:rxdb|dexie|rxjs|tslib|mingo|broadcast-channel|custom-idle-queue|oblivious-set|unload|event-reduce-js|binary-decision-diagram|array-push-at-sort-position)[\\/]/;
const DEVELOPMENT_ONLY = /[\\/]rxdb[\\/].*[\\/]plugins[\\/](?:dev-mode|validate-ajv)[\\/]/;
/** React itself, which the first screen needs: its own group, so that it is not drawn into Chakra's. */
const REACT_FAMILY = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store)[\\/]/;
/** The boot stages (client/src/start-up/boot.ts): React, then the app, one task each; index.html preloads their chunks. */
const BOOT_MODULES = /[\\/](?:node_modules[\\/]react-dom[\\/]client\.js|client[\\/]src[\\/]app[\\/]mount-app\.tsx)$/;
/**
 * TanStack Router, which every screen needs from the start: one chunk. Left to itself, the bundler
 * cut its hooks into sub-kilobyte chunks shared by the app and its lazy screens, each a request.
 * (Not TanStack Query: the start needs only its core, and its other hooks stay with the screens.)
 */
const ROUTER_FAMILY = /[\\/]node_modules[\\/]@tanstack[\\/](?:react-router|router-core|history|store|react-store)[\\/]/;
const SIGNED_IN_CHUNKS = [
  // A group takes along what its modules import, unless a group of higher priority has it already.
  { name: 'react', test: (id: string) => REACT_FAMILY.test(id), priority: 2 },
  { name: 'router', test: (id: string) => ROUTER_FAMILY.test(id), priority: 1 },
  { name: 'menu', test: (id: string) => MENU_MACHINE.some((pattern) => pattern.test(id)), priority: 1 },
  { name: 'chakra', test: (id: string) => CHAKRA_FAMILY.test(id) },
  { name: 'database', test: (id: string) => DATABASE_FAMILY.test(id) && !DEVELOPMENT_ONLY.test(id) },
];

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
      chakraCss(),
      inlineScript(),
      bootPreload((id) => BOOT_MODULES.test(id)),
      VitePWA({
        // 'prompt': a new version waits until the person chooses "Update Now" (spec §4).
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'icons/*.png'],
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
          // A click on a payment reminder focuses or opens the app (client/public/notification-click.js).
          importScripts: ['/notification-click.js'],
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
      // One stylesheet for the whole app (11 KB gzip, 5 KB more than the first screen's own), loaded
      // with the first screen. Split per chunk, a signed-in start fetched six more stylesheets after
      // it, and Vite's loader held each chunk that imports one until its stylesheet had loaded.
      cssCodeSplit: false,
      // The HTML keeps its modulepreload links (the first screen's React chunk), but dynamic imports
      // insert none: at a signed-in start Vite's loader appended some 45 links in one task, about
      // 280 ms of a 4x-throttled phone CPU. The browser fetches a chunk's imports once it has it.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          // The signed-in start needs the local database, and most screens Chakra's runtime. Left to
          // itself, the bundler splits them into some 60 small shared chunks, and a phone pays a round trip
          // for each (HTTP/1.1 fetches six at a time). One chunk per library family instead.
          codeSplitting: { groups: SIGNED_IN_CHUNKS },
        },
      },
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
