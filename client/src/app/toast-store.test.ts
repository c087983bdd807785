import { afterEach, expect, test } from 'vitest';
import { toaster } from './toast-store';

afterEach(() => void toaster.remove());

test('toasts show one at a time; the next waits for the current one to go', () => {
  const first = toaster.create({ title: 'Applying update...', description: 'The app will refresh momentarily.' });
  const second = toaster.create({ title: 'Update failed', description: 'Please try refreshing the page manually.', type: 'error' });
  expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([first]);
  expect(toaster.isVisible(second)).toBe(false);

  toaster.remove(first);
  expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([second]);
});
