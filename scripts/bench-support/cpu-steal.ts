/**
 * How much CPU time a virtual machine's host gave to other guests ("steal" in Linux's /proc/stat)
 * while a benchmark ran. Lighthouse's mobile emulation multiplies every task the page ran here by
 * four, time lost to steal included: on a busy host a score says as much about the host as about
 * the app, and the benchmarks print this beside it.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  total: number;
}

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … (clock ticks). */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  return { steal: ticks[7]!, total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

/** Now, or null where there is no /proc/stat (not Linux). */
export function readCpuTimes(path = '/proc/stat'): CpuTimes | null {
  return existsSync(path) ? parseCpuTimes(readFileSync(path, 'utf8')) : null;
}

/** The share of CPU time stolen between two readings, 0-1; null when unknown. */
export function stealShare(before: CpuTimes | null, after: CpuTimes | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
