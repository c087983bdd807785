/**
 * Process bookkeeping shared by the benchmarks that start servers and browsers: they note the
 * children they started, so that a failed or interrupted run still ends every one of them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** PIDs of this process's direct children (Linux /proc; none elsewhere). */
export function childPids(): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may contain spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** SIGKILL, unless the process is already gone. */
export function killIfAlive(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
