import httpProxy from '@fastify/http-proxy';
import fp from 'fastify-plugin';

/**
 * In emulator mode the browser reaches the Auth emulator through this server (same origin):
 * the built client then works whatever port the emulator uses, and the CSP stays 'self'.
 */
export default fp(
  async (app) => {
    const host = app.config.firebase.emulatorHost;
    if (!host) return;
    for (const prefix of ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator']) {
      await app.register(httpProxy, { upstream: `http://${host}`, prefix, rewritePrefix: prefix });
    }
  },
  { name: 'auth-emulator-proxy', dependencies: ['config'] },
);
