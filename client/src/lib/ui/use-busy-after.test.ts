// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useBusyAfter } from './use-busy-after';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('work that ends before 150 ms never shows as busy', () => {
  const { result } = renderHook(() => useBusyAfter());
  act(() => void result.current.start());
  act(() => void vi.advanceTimersByTime(149));
  expect(result.current.shown).toBe(false);
  act(() => result.current.end());
  act(() => void vi.advanceTimersByTime(1_000));
  expect(result.current.shown).toBe(false);
});

test('slow work shows as busy from 150 ms until it ends', () => {
  const { result } = renderHook(() => useBusyAfter());
  act(() => void result.current.start());
  act(() => void vi.advanceTimersByTime(150));
  expect(result.current.shown).toBe(true);
  act(() => result.current.end());
  expect(result.current.shown).toBe(false);
});

test('a second start while the work runs is refused (a double submit), and allowed again after it ends', () => {
  const { result } = renderHook(() => useBusyAfter());
  let first = false;
  let second = true;
  act(() => {
    first = result.current.start();
    second = result.current.start();
  });
  expect([first, second]).toEqual([true, false]);
  act(() => result.current.end());
  let third = false;
  act(() => void (third = result.current.start()));
  expect(third).toBe(true);
});

test('unmounting while the work runs leaves no timer behind', () => {
  const { result, unmount } = renderHook(() => useBusyAfter());
  act(() => void result.current.start());
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
