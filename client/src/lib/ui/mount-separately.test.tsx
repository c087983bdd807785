// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MountSeparately } from './mount-separately';

afterEach(cleanup);

test('the fallback shows with the screen; the part mounts in a task of its own after it', async () => {
  function Part() {
    return <p>the chart</p>;
  }
  render(
    <div>
      <MountSeparately fallback={<p>room for the chart</p>}>
        <Part />
      </MountSeparately>
    </div>,
  );
  expect(screen.queryByText('the chart')).toBeNull();
  expect(screen.getByText('room for the chart')).toBeTruthy();
  // Not before the current task has ended: a microtask later it is still the fallback.
  await Promise.resolve();
  expect(screen.queryByText('the chart')).toBeNull();
  expect(await screen.findByText('the chart')).toBeTruthy();
  expect(screen.queryByText('room for the chart')).toBeNull();
});

test('a screen left before the part mounted never mounts it', async () => {
  let mounts = 0;
  function Part() {
    mounts++;
    return <p>the chart</p>;
  }
  const view = render(
    <MountSeparately>
      <Part />
    </MountSeparately>,
  );
  view.unmount();
  // A timer set after the component's, with the same delay, runs after it: had that one survived
  // the unmount, the part would have rendered by then.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  expect(mounts).toBe(0);
});
