/**
 * The server's history folding, as `--history=off|on` asks for it. `on` sets HISTORY_HORIZON_DAYS
 * (the folding horizon, `--horizon-days`) in this process's environment, for the in-process store
 * the devices replicate with, and in the environment of the server the browser is served by. A
 * server that does not know the setting would ignore it and measure the same as `off`, so `on` is
 * refused there rather than printing figures that claim a folding that did not happen.
 *
 * The in-process store the devices replicate with folds after each push as the push route does,
 * with the horizon and the simulated clock (`historyFoldPolicy`). The CRDT plugin dates operations
 * by Date.now, which the simulator points at the same simulated clock while days are lived
 * (simulated-clock.ts, `driveDateNow`): so the fold sees the ages the person lived, not the
 * minutes the simulation took.
 */
import { readFileSync } from 'node:fs';
import type { FoldPolicy } from '../../server/src/sync/history-fold';
import type { YearsFlags } from './flags';
import type { SimulatedClock } from './simulated-clock';

/** Whether this version of the server reads HISTORY_HORIZON_DAYS (its configuration names it). */
export function serverFoldsHistory(): boolean {
  return readFileSync('fastify.config.ts', 'utf8').includes('HISTORY_HORIZON_DAYS');
}

/** The server's environment for the flags; throws with a message when `on` cannot be honoured. */
export function historyEnvironment(flags: Pick<YearsFlags, 'history' | 'horizonDays'>): Record<string, string> {
  if (flags.history === 'off') return {};
  if (!serverFoldsHistory()) {
    throw new Error('--history=on: this version of the server has no history folding (HISTORY_HORIZON_DAYS is not one of its settings); only --history=off is meaningful.');
  }
  return { HISTORY_HORIZON_DAYS: String(flags.horizonDays) };
}

export function historyNote(flags: Pick<YearsFlags, 'history' | 'horizonDays'>): string {
  return flags.history === 'on'
    ? `history folding on: HISTORY_HORIZON_DAYS=${flags.horizonDays}`
    : 'history folding off: the server keeps every CRDT operation of every document';
}

/** The fold the in-process store applies after each push, on the simulated clock; none with `off`. */
export function historyFoldPolicy(flags: Pick<YearsFlags, 'history' | 'horizonDays'>, clock: SimulatedClock): FoldPolicy | undefined {
  return flags.history === 'on' ? { horizonDays: flags.horizonDays, now: () => new Date(clock.ms()) } : undefined;
}
