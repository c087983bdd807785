// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { beginBulkWrite } from '@/data/bulk-writes';
import { CatchUpNotice } from './catch-up-notice';

afterEach(cleanup);

test('while the device catches up it says the balances, totals and dates may still change; it goes when the catch-up ends', () => {
  render(<CatchUpNotice />);
  expect(screen.queryByTestId('catch-up-notice')).toBeNull();
  let end = () => undefined as void;
  act(() => {
    end = beginBulkWrite('catch-up');
  });
  const notice = screen.getByRole('status');
  expect(notice.textContent).toContain('Bringing the rest of your data to this device…');
  expect(notice.textContent).toContain('Balances, totals and dates here may still change');
  act(() => end());
  expect(screen.queryByTestId('catch-up-notice')).toBeNull();
});

test('an import says nothing here: Settings shows its progress', () => {
  render(<CatchUpNotice />);
  let end = () => undefined as void;
  act(() => {
    end = beginBulkWrite('import');
  });
  expect(screen.queryByTestId('catch-up-notice')).toBeNull();
  act(() => end());
});
