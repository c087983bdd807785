/**
 * How long a test waits for something to settle (RxDB's first open in dev mode, a live query, a
 * worker, a BroadcastChannel, a PostgreSQL notification), as options for `vi.waitFor`.
 * `expect.poll` gets the same time from vitest.config.ts, and Testing Library's
 * `findBy…`/`waitFor` from `unit-test-setup.ts`.
 *
 * Why so long: the default second holds on a quiet machine, but CI runs on shared, loaded machines
 * where RxDB's first open alone can take longer. A wait that holds returns as soon as it does, so
 * a long limit costs a passing test nothing; it only keeps a slow machine from failing one.
 */
export const SETTLE_WAIT = { timeout: 8_000, interval: 20 } as const;
