/**
 * What PostgreSQL's client backends are waiting on during a load, sampled from pg_stat_activity:
 * the capacity benchmark prints the most frequent waits, so that "slow" comes with "why" (commit
 * flushes, locks, or the server instances not sending the next statement).
 */
import pg from 'pg';

export interface WaitSampler {
  /** Stops sampling; resolves with each wait's count over every sample (one per busy backend). */
  stop(): Promise<Map<string, number>>;
}

/** A backend's state as one label: its wait, "running" when it waits on nothing, or its idle state. */
export function waitLabel(row: { state: string | null; wait_event_type: string | null; wait_event: string | null }): string | null {
  if (row.state === 'idle') return null;
  if (row.state === 'idle in transaction') return 'idle in transaction (waiting for the server instance)';
  if (row.wait_event_type && row.wait_event) return `${row.wait_event_type}: ${row.wait_event}`;
  return 'running (no wait)';
}

export async function sampleWaits(url: string, everyMs = 200): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-capacity-waits' });
  await client.connect();
  const counts = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string | null; wait_event_type: string | null; wait_event: string | null }>(
        `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
            AND application_name <> 'paydown-sync-listener' AND application_name <> 'paydown-sessions-listener'`,
      );
      for (const row of rows) {
        const label = waitLabel(row);
        if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await client.end();
      return counts;
    },
  };
}
