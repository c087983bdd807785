// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MS, IDLE_STAND_IN_MS } from './budgets';
import { startUp } from './start-up';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('a stage runs after scheduler.yield where the browser has it, and returns what its work returns', async () => {
  const order: string[] = [];
  vi.stubGlobal('scheduler', {
    yield: vi.fn(async () => {
      order.push('yield');
    }),
  });
  const result = await startUp.stage(() => {
    order.push('work');
    return 42;
  });
  expect(result).toBe(42);
  expect(order).toEqual(['yield', 'work']);
});

test('elsewhere a stage runs in a task of its own (a zero-delay timeout), not in a microtask', async () => {
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
  let ran = false;
  const done = startUp.stage(() => (ran = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(ran).toBe(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(ran).toBe(true);
  await done;
});

test("a stage's failure is its caller's", async () => {
  vi.stubGlobal('scheduler', undefined);
  await expect(startUp.stage(() => Promise.reject(new Error('chunk missing')))).rejects.toThrow('chunk missing');
});

test('after the first screen waits for the idle callback, bounded by its budget', async () => {
  const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  await startUp.afterFirstScreen();
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_FIRST_SCREEN_MS });
});

test('without requestIdleCallback (Safari), a short wait stands in', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  let done = false;
  void startUp.afterFirstScreen().then(() => (done = true));
  await vi.advanceTimersByTimeAsync(IDLE_STAND_IN_MS - 1);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});
