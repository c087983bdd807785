import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses the API's JSON answers on the wire (br, else gzip, as the request's Accept-Encoding
 * allows; small answers under 1 KB go as they are). A new device's first sync pulls megabytes of
 * JSON that shrink about tenfold. Registered in the API's scope only: the built app's files are
 * compressed once at build (scripts/vite-precompress.ts, served by client-app.ts), and the event
 * stream (text/event-stream, hijacked by its route) is never buffered by a compressor.
 */
export default fp(
  async (app) => {
    await app.register(compress, { encodings: ['br', 'gzip'] });
  },
  { name: 'api-compression' },
);
