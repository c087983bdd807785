import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createPushFirst } from './push-first';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(pushing = true) {
  const gate = createPushFirst(40);
  gate.setPushing(pushing);
  const rendered: string[] = [];
  const render = (what: string) => gate.afterPush(() => rendered.push(what));
  return { gate, rendered, render };
}

test('with no local write waiting for its push, a render runs at once', () => {
  const { rendered, render } = setup();
  render('a');
  expect(rendered).toEqual(['a']);
});

test('a tab that does not push (another tab leads, offline, signed out) never holds a render', () => {
  const { gate, rendered, render } = setup(false);
  gate.writeStarted()('saved');
  render('a');
  expect(rendered).toEqual(['a']);
});

test("a local write's renders wait for its push to start, then run in order", () => {
  const { gate, rendered, render } = setup();
  const done = gate.writeStarted();
  render('list while saving');
  done('saved');
  render('list with the new row');
  render('form cleared');
  expect(rendered).toEqual([]);
  gate.pushStarted();
  expect(rendered).toEqual(['list while saving', 'list with the new row', 'form cleared']);
  render('after the push');
  expect(rendered).toHaveLength(4);
});

test('a saved write whose push never starts (nothing to push, no request) is held for 40 ms at most', () => {
  const { gate, rendered, render } = setup();
  gate.writeStarted()('saved');
  render('a');
  vi.advanceTimersByTime(39);
  expect(rendered).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(rendered).toEqual(['a']);
  // The hold is over: the next render is not held again for that write.
  render('b');
  expect(rendered).toEqual(['a', 'b']);
});

test('a write that waits longer than the hold before it is saved still renders within 40 ms of the render', () => {
  const { gate, rendered, render } = setup();
  gate.writeStarted();
  render('a');
  vi.advanceTimersByTime(40);
  expect(rendered).toEqual(['a']);
});

test('a failed write releases what waited for it at once', () => {
  const { gate, rendered, render } = setup();
  const done = gate.writeStarted();
  render('a');
  done('failed');
  expect(rendered).toEqual(['a']);
  // Reporting twice changes nothing.
  done('saved');
  render('b');
  expect(rendered).toEqual(['a', 'b']);
});

test('with two writes waiting, the failure of one keeps holding for the other', () => {
  const { gate, rendered, render } = setup();
  const first = gate.writeStarted();
  gate.writeStarted();
  render('a');
  first('failed');
  expect(rendered).toEqual([]);
  gate.pushStarted();
  expect(rendered).toEqual(['a']);
});

test('the sync engine stopping releases held renders', () => {
  const { gate, rendered, render } = setup();
  gate.writeStarted();
  render('a');
  gate.setPushing(false);
  expect(rendered).toEqual(['a']);
  gate.writeStarted();
  render('b');
  expect(rendered).toEqual(['a', 'b']);
});
