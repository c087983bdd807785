import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadConfig } from './fastify.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(() => {
  // Vite sets NODE_ENV=production while building; the server's production-only checks (cookie
  // secret, emulator off) run when the server itself starts. The client needs only Firebase's
  // public settings here.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const api = `http://127.0.0.1:${config.port}`;
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
    },
    plugins: [react()],
    build: {
      outDir: here('./dist'),
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
