// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('waits for the idle callback, with the timeout as its bound', async () => {
  const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  await whenIdle(1500);
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
});

test('without requestIdleCallback (Safari), a short timeout stands in', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  let done = false;
  void whenIdle(1500).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(199);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});
