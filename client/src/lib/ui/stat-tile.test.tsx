// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { StatTile } from './stat-tile';

afterEach(cleanup);

test('a tile is a description list of dt/dd only: the label, its value and the line of context', () => {
  render(<StatTile label="Total owed" value="$1,200.00" help="2 of 3 still owed" testId="owed" />);
  const list = screen.getByTestId('owed').closest('dl')!;
  expect([...list.children].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DD']);
  expect(list.textContent).toBe('Total owed$1,200.00' + '2 of 3 still owed');
});

test('without a line of context, the tile has one dt and one dd', () => {
  render(<StatTile label="Debt-free" value="March 2029" testId="free" />);
  expect([...screen.getByTestId('free').closest('dl')!.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
});
