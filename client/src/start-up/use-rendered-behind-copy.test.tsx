// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, test } from 'vitest';
import { SCREEN_SNAPSHOT_ELEMENT_ID } from './screen-snapshot';
import { useRenderedBehindCopy } from './use-rendered-behind-copy';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Records what each commit rendered. */
function Frame({ commits }: { commits: boolean[] }) {
  const rendered = useRenderedBehindCopy();
  useLayoutEffect(() => {
    commits.push(rendered);
  });
  return rendered ? <p>The frame</p> : null;
}

function paintCopy() {
  const copy = document.createElement('div');
  copy.id = SCREEN_SNAPSHOT_ELEMENT_ID;
  document.body.append(copy);
}

test('behind the start-up copy, the first commit is empty and the content follows in a background render', async () => {
  paintCopy();
  const commits: boolean[] = [];
  await act(async () => {
    render(<Frame commits={commits} />);
  });
  expect(commits).toEqual([false, true]);
  expect(screen.getByText('The frame')).toBeTruthy();
});

test('with no copy on screen, the content is in the first commit', async () => {
  const commits: boolean[] = [];
  await act(async () => {
    render(<Frame commits={commits} />);
  });
  expect(commits).toEqual([true]);
  expect(screen.getByText('The frame')).toBeTruthy();
});

test('once rendered, it stays rendered when the copy goes and comes back', async () => {
  paintCopy();
  const commits: boolean[] = [];
  const view = await act(async () => render(<Frame commits={commits} />));
  document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID)?.remove();
  await act(async () => view.rerender(<Frame commits={commits} />));
  paintCopy();
  await act(async () => view.rerender(<Frame commits={commits} />));
  expect(commits).toEqual([false, true, true, true]);
});
