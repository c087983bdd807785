// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type * as MoneyModule from '@/lib/money';
import type * as HookModule from './use-money-format-ready';

/** Fresh modules per test: the formatter is made once per page, and each test starts without it. */
let useMoneyFormatReady: typeof HookModule.useMoneyFormatReady;
let money: typeof MoneyModule;
beforeEach(async () => {
  vi.resetModules();
  ({ useMoneyFormatReady } = await import('./use-money-format-ready'));
  money = await import('@/lib/money');
});
afterEach(cleanup);

function Screen({ wanted, commits }: { wanted: boolean; commits: boolean[] }) {
  const ready = useMoneyFormatReady(wanted);
  useLayoutEffect(() => {
    commits.push(ready);
  });
  return ready ? <p>{wanted ? money.formatMoney(5) : 'no amounts'}</p> : <p>loading</p>;
}

test('with amounts wanted, the screen waits for the formatter made in a task of its own', async () => {
  const commits: boolean[] = [];
  const view = render(<Screen wanted commits={commits} />);
  expect(commits).toEqual([false]);
  expect(money.isMoneyFormatReady()).toBe(false);
  await waitFor(() => expect(view.container.textContent).toBe('$5.00'));
  expect(commits).toEqual([false, true]);
});

test('without amounts, or once the formatter exists, the screen renders at once', async () => {
  const without: boolean[] = [];
  render(<Screen wanted={false} commits={without} />);
  expect(without).toEqual([true]);
  expect(money.isMoneyFormatReady()).toBe(false);

  await money.prepareMoneyFormat();
  const after: boolean[] = [];
  render(<Screen wanted commits={after} />);
  expect(after).toEqual([true]);
});
