import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run between concurrent callers', async () => {
    const action = vi.fn().mockResolvedValue(true);
    const run = singleFlight(action, 10_000);
    await Promise.all([run(), run(), run()]);
    expect(action).toHaveBeenCalledTimes(1);
    await run();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failure before the cooldown', async () => {
    let time = 0;
    const action = vi.fn().mockResolvedValue(false);
    const run = singleFlight(action, 10_000, () => time);
    expect(await run()).toBe(false);
    time = 9_999;
    expect(await run()).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    time = 10_000;
    await run();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('treats a thrown error as a failure', async () => {
    const run = singleFlight(() => Promise.reject(new Error('offline')), 1000, () => 0);
    expect(await run()).toBe(false);
  });
});
