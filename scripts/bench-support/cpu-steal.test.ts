import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stealShare } from './cpu-steal';

const procStat = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 100 ${idle} 10 0 5 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 12345\n`;

describe('CPU steal from /proc/stat', () => {
  it('reads the aggregate cpu line: steal and the sum of the first eight fields', () => {
    expect(parseCpuTimes(procStat(1000, 5000, 250))).toEqual({ steal: 250, total: 1000 + 100 + 5000 + 10 + 5 + 250 });
  });

  it('is the share of the ticks between two readings that went to other guests', () => {
    const before = parseCpuTimes(procStat(1000, 5000, 250));
    const after = parseCpuTimes(procStat(1600, 5300, 350));
    expect(stealShare(before, after)).toBeCloseTo(100 / 1000);
  });

  it('is unknown without readings, or from text that is not /proc/stat', () => {
    expect(parseCpuTimes('MemTotal: 1 kB')).toBeNull();
    expect(parseCpuTimes('cpu 1 2 three')).toBeNull();
    expect(stealShare(null, parseCpuTimes(procStat(1, 1, 0)))).toBeNull();
    const same = parseCpuTimes(procStat(1, 1, 0));
    expect(stealShare(same, same)).toBeNull();
  });
});
