/// <reference types="vite/client" />

/** Injected by vite.config.ts from fastify.config.ts: how the browser reaches Firebase Auth. */
declare const __FIREBASE_CONFIG__: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  useEmulator: boolean;
};

/** Chakra's reset, base styles and token variables as a static stylesheet (scripts/vite-chakra-global-css.ts). */
declare module 'virtual:chakra-global.css';
