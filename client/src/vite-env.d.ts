/// <reference types="vite/client" />

/** Injected by vite.config.ts from fastify.config.ts: how the browser reaches Firebase Auth. */
declare const __FIREBASE_CONFIG__: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  useEmulator: boolean;
};

/** The static stylesheet rendered from the theme: Chakra's reset, base styles and tokens, and the kit's classes (scripts/vite-chakra-css.ts). */
declare module 'virtual:chakra.css';
