import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { httpError } from '../errors/http-error';

/**
 * Serves the built PWA (CLIENT_DIR, dist/ by default) and answers unknown non-API GETs with index.html so that deep
 * links (/debts, /strategy…) load the app; the client router then shows the right screen or
 * its not-found page. Unknown /api paths get a JSON 404.
 */
export default fp<{ root: string }>(
  async (app, options) => {
    const root = resolve(options.root);
    const hasClient = existsSync(resolve(root, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        // The build writes .br/.gz copies (scripts/vite-precompress.ts); browsers that accept them get them.
        preCompressed: true,
        setHeaders(res, path) {
          // Hashed assets never change; the shell and the service worker must revalidate.
          if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    } else {
      app.log.warn(`No built client in ${root}; run "npm run build" (npm start does).`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
      if (wantsPage && hasClient) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      throw httpError(404, `No such ${path.startsWith('/api/') ? 'endpoint' : 'file'}: ${request.method} ${path}`);
    });
  },
  { name: 'client-app' },
);
