import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ChangeListenerOptions<T> {
  url: string;
  /** The NOTIFY channel, and the application_name of the connection (visible in pg_stat_activity). */
  channel: string;
  applicationName: string;
  /** The event a notification's payload stands for, or null for a payload to ignore. */
  parse(payload: string | undefined): T | null;
  onEvent(event: T): void;
  /**
   * Called after a reconnect with a time from which notifications may have been missed: the
   * store re-announces what was committed since, so listeners do not miss it.
   */
  catchUp(since: Date): Promise<void>;
  reportError(error: unknown): void;
}

/** Notifications sent up to this long before the last sign of life may still be missed (clock skew, long transactions). */
const CATCH_UP_MARGIN_MS = 60_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * A dedicated LISTEN connection (LISTEN is per session, so it cannot live in the pool). When it
 * drops — server restart, failover, a terminated backend — it reconnects with backoff, LISTENs
 * again and only then asks for a catch-up, so every commit is covered by one or the other.
 * Resolves once the first LISTEN is in place: events of pushes made after open are never lost.
 */
export async function listenForChanges<T>(options: ChangeListenerOptions<T>): Promise<{ close(): Promise<void> }> {
  const aborter = new AbortController();
  let current: pg.Client | null = null;
  let lastSignOfLife = Date.now();
  // The oldest time from which a catch-up is owed, and a count of losses to notice a new one mid-recovery.
  let owedSince: number | null = null;
  let losses = 0;
  let recovering = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url, application_name: options.applicationName, keepAlive: true });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) options.reportError(error);
      client.end().catch(() => {});
      if (current === client) {
        current = null;
        // From the last sign of life, not from now: a silently dead connection is noticed late
        // (TCP keepalive). On an idle system that window is long, but holds few changes.
        recover(lastSignOfLife);
      }
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      lastSignOfLife = Date.now();
      const event = message.channel === options.channel ? options.parse(message.payload) : null;
      if (event) options.onEvent(event);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (lost || aborter.signal.aborted) {
      await client.end().catch(() => {});
      throw new Error('listener connection closed while starting');
    }
    current = client;
    lastSignOfLife = Date.now();
  };

  const recover = (since: number) => {
    if (aborter.signal.aborted) return;
    owedSince = Math.min(owedSince ?? since, since);
    losses += 1;
    if (recovering) return;
    recovering = true;
    void (async () => {
      for (let delay = RETRY_MIN_MS; owedSince !== null && !aborter.signal.aborted; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
        try {
          await sleep(delay, undefined, { signal: aborter.signal });
          if (!current) await connect();
          const since = owedSince;
          const seen = losses;
          if (since === null) break;
          // LISTEN is in place again: whatever commits from now on is notified, the rest is caught up.
          await options.catchUp(new Date(since - CATCH_UP_MARGIN_MS));
          if (losses === seen && current) owedSince = null;
        } catch (error) {
          if (!aborter.signal.aborted) options.reportError(error);
        }
      }
      recovering = false;
    })();
  };

  await connect();
  return {
    async close() {
      aborter.abort();
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
