import { describe, expect, it } from 'vitest';
import { parseProcessStats, readProcessStats } from './process-stats';

describe('process stats from /proc', () => {
  it('reads VmRSS and utime + stime (a command name with spaces and parentheses included)', () => {
    const status = 'Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t  204800 kB\nThreads:\t11\n';
    const stat = '4242 (node (a b)) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 123 456 789';
    expect(parseProcessStats(status, stat, 100, '7000000000 2500000000 1234\n')).toEqual({ rssBytes: 204800 * 1024, cpuSeconds: 3, runQueueSeconds: 2.5 });
    expect(parseProcessStats(status, stat, 100)?.runQueueSeconds).toBeNaN();
  });

  it('is null for text that is not /proc, and for this process reads something plausible', () => {
    expect(parseProcessStats('MemTotal: 1 kB', 'garbage', 100)).toBeNull();
    const own = readProcessStats(process.pid);
    if (own) expect(own.rssBytes).toBeGreaterThan(1024 * 1024);
  });
});
