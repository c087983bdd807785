/**
 * What a benchmark started, stopped in reverse order whatever happens: after the run, after a
 * failure, and on Ctrl-C or SIGTERM. Each stop gets 30 s, so one stuck process cannot keep the
 * others running.
 */
const cleanups: Array<{ label: string; run: () => Promise<unknown> }> = [];
let cleaning: Promise<void> | null = null;

/** Registers how to stop something just started (`label` names it if stopping fails). */
export function onCleanup(label: string, run: () => Promise<unknown>): void {
  cleanups.push({ label, run });
}

/** Runs every registered stop once, newest first; later calls share the first one. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const { label, run } of cleanups.reverse()) {
      try {
        await withTimeout(run(), 30_000, `stopping ${label}`);
      } catch (error) {
        console.error(`cleanup of ${label} failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/** `work`, or a rejection naming `what` once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Runs a benchmark's `work`, then stops everything it started, then `afterCleanup` (a report that
 * should also show partial results), and exits: 1 when `work` failed, 130 when interrupted.
 */
export async function runBench(name: string, work: () => Promise<void>, afterCleanup?: () => void): Promise<void> {
  const interrupted = (signal: string) => {
    process.stderr.write(`\n${signal}: stopping everything…\n`);
    void cleanupAll().then(() => process.exit(130));
  };
  process.once('SIGINT', () => interrupted('SIGINT'));
  process.once('SIGTERM', () => interrupted('SIGTERM'));
  let failed = false;
  try {
    await work();
  } catch (error) {
    failed = true;
    console.error(`\n${name} failed: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await cleanupAll();
  }
  afterCleanup?.();
  process.exit(failed ? 1 : 0);
}
