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
}

let ticksPerSecond: number | null = null;

/** Parses /proc/<pid>/status (VmRSS, kB) and /proc/<pid>/stat (utime, stime in clock ticks). */
export function parseProcessStats(status: string, stat: string, ticks: number): ProcessStats | null {
  const rss = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  // "pid (comm) state ppid …": comm may contain spaces; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (rss === undefined || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { rssBytes: Number(rss) * 1024, cpuSeconds: (utime + stime) / ticks };
}

export function readProcessStats(pid: number): ProcessStats | null {
  if (!existsSync(`/proc/${pid}/status`)) return null;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  try {
    return parseProcessStats(readFileSync(`/proc/${pid}/status`, 'utf8'), readFileSync(`/proc/${pid}/stat`, 'utf8'), ticksPerSecond);
  } catch {
    return null; // gone meanwhile
  }
}
