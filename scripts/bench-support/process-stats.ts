/**
 * Memory and CPU time of a process from Linux's /proc (null elsewhere, or when it is gone): what
 * the capacity benchmark prints per server instance.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface ProcessStats {
  /** Resident set size. */
  rssBytes: number;
  /** User + system CPU time since the process started. */
  cpuSeconds: number;
  /**
   * Seconds the main thread (a Node process's event loop) was ready to run but waited for a CPU
   * (/proc/<pid>/schedstat): high on an oversubscribed machine, whatever the process's own work.
   */
  runQueueSeconds: number;
}

let ticksPerSecond: number | null = null;

/** Parses /proc/<pid>/status (VmRSS, kB) and /proc/<pid>/stat (utime, stime in clock ticks). */
export function parseProcessStats(status: string, stat: string, ticks: number, schedstat = ''): ProcessStats | null {
  const rss = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  // "pid (comm) state ppid …": comm may contain spaces; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (rss === undefined || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  const waitedNs = Number(schedstat.trim().split(/\s+/)[1]);
  return { rssBytes: Number(rss) * 1024, cpuSeconds: (utime + stime) / ticks, runQueueSeconds: Number.isFinite(waitedNs) ? waitedNs / 1e9 : Number.NaN };
}

export function readProcessStats(pid: number): ProcessStats | null {
  if (!existsSync(`/proc/${pid}/status`)) return null;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  try {
    const schedstat = existsSync(`/proc/${pid}/schedstat`) ? readFileSync(`/proc/${pid}/schedstat`, 'utf8') : '';
    return parseProcessStats(readFileSync(`/proc/${pid}/status`, 'utf8'), readFileSync(`/proc/${pid}/stat`, 'utf8'), ticksPerSecond, schedstat);
  } catch {
    return null; // gone meanwhile
  }
}
