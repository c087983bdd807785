import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/auth';
import { changeEventData } from './change-event-data';

const KEEPALIVE_MS = 25_000;
const REVERIFY_MS = 60_000;

/**
 * One Server-Sent-Events stream per client for all seven collections (browsers allow about six
 * HTTP/1.1 connections per host; a stream per collection would starve the app). Each event
 * names a collection that changed, with the changed documents when this server has them
 * (change-event-data.ts); the client applies those at once when they continue exactly where it
 * stands, and otherwise pulls the collection from its checkpoint. The client also
 * re-pulls everything when the stream (re)opens, so an event missed while disconnected is never
 * lost. The session is re-verified periodically: a revoked session ends the stream.
 */
const stream: FastifyPluginAsync = async (app) => {
  app.get('/api/sync/stream', { preHandler: app.requireSession }, async (request, reply) => {
    const uid = request.session!.uid;
    const rawCookie = request.cookies[SESSION_COOKIE] ?? '';
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const sendText = (event: string, data: string) => res.write(`event: ${event}\ndata: ${data}\n\n`);
    const send = (event: string, data: unknown) => sendText(event, JSON.stringify(data));
    send('ready', { uid });

    const unsubscribe = app.syncStore.onChange((change) => {
      if (change.uid === uid) sendText('change', changeEventData(change));
    });
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const reverify = setInterval(() => {
      const unsigned = request.unsignCookie(rawCookie);
      app.firebaseAuth.verifySessionCookie(unsigned.value ?? '', true).catch(() => {
        send('unauthorized', { message: 'Session expired or revoked; sign in again' });
        res.end();
      });
    }, REVERIFY_MS);
    const cleanup = () => {
      unsubscribe();
      clearInterval(keepalive);
      clearInterval(reverify);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  });
};

export default stream;
