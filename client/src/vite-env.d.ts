/// <reference types="vite/client" />

/** Injected by vite.config.ts from fastify.config.ts: how the browser reaches Firebase Auth. */
declare const __FIREBASE_CONFIG__: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  useEmulator: boolean;
};
