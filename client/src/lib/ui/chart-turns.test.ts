import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// A fresh queue for each test: the module keeps one for the page.
async function freshTurns() {
  vi.resetModules();
  return import('./chart-turns');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('charts draw one at a time, in the order they asked, each after the one before has drawn and in a task of its own', async () => {
  const { endChartTurn, takeChartTurn } = await freshTurns();
  const drawn: string[] = [];
  takeChartTurn(() => drawn.push('money over time'));
  takeChartTurn(() => drawn.push('comparison'));
  takeChartTurn(() => drawn.push('scenarios'));
  expect(drawn).toEqual(['money over time']);

  endChartTurn();
  expect(drawn).toEqual(['money over time']); // not in the same task
  vi.runOnlyPendingTimers();
  expect(drawn).toEqual(['money over time', 'comparison']);

  endChartTurn();
  vi.runOnlyPendingTimers();
  expect(drawn).toEqual(['money over time', 'comparison', 'scenarios']);

  // With nobody waiting, the next chart to ask draws at once.
  endChartTurn();
  vi.runOnlyPendingTimers();
  takeChartTurn(() => drawn.push('later'));
  expect(drawn.at(-1)).toBe('later');
});

test('a chart that leaves before its turn is skipped', async () => {
  const { endChartTurn, takeChartTurn } = await freshTurns();
  const drawn: string[] = [];
  takeChartTurn(() => drawn.push('first'));
  const cancel = takeChartTurn(() => drawn.push('gone'));
  takeChartTurn(() => drawn.push('third'));
  cancel();
  endChartTurn();
  vi.runOnlyPendingTimers();
  expect(drawn).toEqual(['first', 'third']);
});
