import { describe, expect, it } from 'vitest';
import { createBackoffGate, retryAfterMs, streamRetryDelayMs } from './backoff-gate';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it.each([
    ['seconds', '30', 30_000],
    ['zero', '0', 0],
    ['an HTTP date', 'Sat, 21 Nov 2026 10:00:45 GMT', 45_000],
    ['a date already past', 'Sat, 21 Nov 2026 09:00:00 GMT', 0],
    ['nothing', null, null],
    ['nonsense', 'soon', null],
  ])('reads %s', (_label, header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

/** A clock that moves only when the gate sleeps; `slept` records each sleep, `onSleep` runs after it. */
function fakeTime(onSleep: (count: number) => void = () => undefined) {
  let clock = 1_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => clock,
    sleep: async (ms: number) => {
      slept.push(ms);
      clock += ms;
      onSleep(slept.length);
    },
  };
}

describe('createBackoffGate', () => {
  it('lets requests through at once until the server asks to wait, then holds them until the longest wait is over', async () => {
    const { slept, now, sleep } = fakeTime();
    const gate = createBackoffGate(now, sleep);
    await gate.wait();
    expect(slept).toEqual([]);
    gate.holdFor(5_000);
    gate.holdFor(2_000); // a shorter ask does not shorten the wait
    expect(gate.remaining()).toBe(5_000);
    await gate.wait();
    expect(slept).toEqual([5_000]);
    expect(gate.remaining()).toBe(0);
  });

  it('waits again when another 429 asked for longer while it slept', async () => {
    const { slept, now, sleep } = fakeTime((count) => count === 1 && gate.holdFor(10_000));
    const gate = createBackoffGate(now, sleep);
    gate.holdFor(1_000);
    await gate.wait();
    expect(slept).toEqual([1_000, 10_000]);
  });
});

describe('streamRetryDelayMs', () => {
  it('doubles from 3 s up to a minute, and never comes before the server’s own wait', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((attempt) => streamRetryDelayMs(attempt, 0))).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000]);
    expect(streamRetryDelayMs(1, 45_000)).toBe(45_000);
  });
});
