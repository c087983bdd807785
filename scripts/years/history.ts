/**
 * The server's history folding, as `--history=off|on` asks for it. `on` sets HISTORY_HORIZON_DAYS
 * (the folding horizon, `--horizon-days`) in this process's environment, for the in-process store
 * the devices replicate with, and in the environment of the server the browser is served by. A
 * server that does not know the setting would ignore it and measure the same as `off`, so `on` is
 * refused there rather than printing figures that claim a folding that did not happen.
 *
 * This is the one place to connect the fold if it takes its horizon or clock another way (store
 * options, an injected clock). Mind the clocks: the devices' writes are dated by the simulated
 * clock (`updatedAt`, payment dates), but the RxDB CRDT plugin stamps each operation's `time` with
 * the real one, so three simulated years of operations are all minutes old in real time.
 */
import { readFileSync } from 'node:fs';
import type { YearsFlags } from './flags';

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
