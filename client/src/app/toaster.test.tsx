// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';

afterEach(cleanup);

test('the toaster is wanted only once the toast store has been loaded', async () => {
  const { useToastsWanted } = await import('./toast-demand');
  const { result } = renderHook(() => useToastsWanted());
  expect(result.current).toBe(false);
  await act(async () => {
    await import('./toast-store');
  });
  expect(result.current).toBe(true);
});

test('a toast raised before the Toaster mounts shows once it does (the Toaster loads on demand)', async () => {
  const { toaster } = await import('./toast-store');
  toaster.create({ title: 'Applying update...', description: 'The app will refresh momentarily.' });
  const { Toaster } = await import('./toaster');
  render(<Toaster />);
  expect(await screen.findByText('Applying update...')).toBeTruthy();
  expect(screen.getByText('The app will refresh momentarily.')).toBeTruthy();
  act(() => toaster.remove());
});
