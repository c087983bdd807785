import { afterEach, expect, test, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('uses scheduler.yield where the browser has it', async () => {
  const schedulerYield = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: schedulerYield });
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledOnce();
});

test('elsewhere, resumes in a task of its own (a zero-delay timeout), not in a microtask', async () => {
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
  let resumed = false;
  void yieldToMain().then(() => (resumed = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(resumed).toBe(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(resumed).toBe(true);
});
