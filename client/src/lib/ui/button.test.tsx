// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

test('a busy button keeps its name, refuses clicks and says it is busy', () => {
  render(
    <Button colorPalette="accent" loading>
      Sign in
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.className).toBe('button--solid-md palette__accent');
});

test('asChild styles the link it wraps instead of rendering a button', () => {
  render(
    <Button asChild variant="outline" size="sm">
      <a href="/debts" className="extra">
        Debts
      </a>
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Debts' });
  expect(link.className).toBe('button--outline-sm extra');
  expect(screen.queryByRole('button')).toBeNull();
});
