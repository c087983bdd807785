import type { StreamReady, StreamUnauthorized } from '../../../../schemas/wire/sync';
import { httpError } from '../../errors/http-error';
import { SESSION_COOKIE } from '../../plugins/auth';
import { signedIn } from '../signed-in';
import type { RoutesPlugin } from '../wire-type-provider';
import { changeEventData } from './change-event-data';

const KEEPALIVE_MS = 25_000;
const REVERIFY_MS = 60_000;
/** What a refused stream is told to wait before trying again (the client backs off further). */
const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * One Server-Sent-Events stream per client for all seven collections (browsers allow about six
 * HTTP/1.1 connections per host; a stream per collection would starve the app). Each event
 * names a collection that changed, with the changed documents when this server has them
 * (change-event-data.ts); the client applies those at once when they continue exactly where it
 * stands, and otherwise pulls the collection from its checkpoint. The client also
 * re-pulls everything when the stream (re)opens, so an event missed while disconnected is never
 * lost.
 *
 * A stream ends with an `unauthorized` event as soon as its session ends — signed out, or "sign
 * out everywhere", on any instance (the session store announces it) — and the session is checked
 * again periodically (store and Firebase, for revocations made outside Paydown). One account holds
 * at most STREAMS_PER_ACCOUNT streams on an instance; one more is a 429 with Retry-After.
 */
const stream: RoutesPlugin = async (app) => {
  const openStreams = new Map<string, number>();

  app.get('/api/sync/stream', async (request, reply) => {
    const { uid, sessionId } = signedIn(request);
    const rawCookie = request.cookies[SESSION_COOKIE];
    const limit = app.config.limits.streamsPerAccount;
    const open = openStreams.get(uid) ?? 0;
    if (open >= limit) {
      void reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
      throw httpError(429, `Too many open sync streams for this account (at most ${limit}); close a tab or try again later.`);
    }
    openStreams.set(uid, open + 1);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const sendText = (event: string, data: string) => res.write(`event: ${event}\ndata: ${data}\n\n`);
    const endUnauthorized = (message: string) => {
      if (res.writableEnded) return;
      sendText('unauthorized', JSON.stringify({ message } satisfies StreamUnauthorized));
      res.end();
    };
    sendText('ready', JSON.stringify({ uid } satisfies StreamReady));

    const unsubscribe = app.syncStore.onChange((change) => {
      if (change.uid === uid) sendText('change', changeEventData(change));
    });
    const stopOnEnd = app.sessions.onEnded((ended) => {
      if (ended.uid === uid && (ended.sessionId === null || ended.sessionId === sessionId)) endUnauthorized('Signed out; sign in again');
    });
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const reverify = setInterval(() => {
      void app.checkSession(rawCookie, { fresh: true }).then(
        (check) => check.ok || endUnauthorized(check.message),
        () => undefined, // the store or Firebase unreachable for a moment: keep the stream, check again later
      );
    }, REVERIFY_MS);
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      unsubscribe();
      stopOnEnd();
      clearInterval(keepalive);
      clearInterval(reverify);
      const left = (openStreams.get(uid) ?? 1) - 1;
      if (left > 0) openStreams.set(uid, left);
      else openStreams.delete(uid);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  });
};

export default stream;
