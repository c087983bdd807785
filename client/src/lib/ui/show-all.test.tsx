// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ShowAllButton, useShowAll } from './show-all';

afterEach(cleanup);

function Payments({ count }: { count: number }) {
  const { shown, listId, button } = useShowAll(Array.from({ length: count }, (_, i) => `Payment ${i + 1}`));
  return (
    <>
      <ul id={listId} aria-label="Payments">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ShowAllButton props={button} />
    </>
  );
}

const items = () => within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem').map((item) => item.textContent);

test('a long list shows its first 10 items and a button that opens it all, and closes it again, keeping focus', () => {
  render(<Payments count={25} />);
  expect(items()).toHaveLength(10);
  const button = screen.getByRole('button', { name: 'Show all (25)' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
  // A real <button>: focusable, and Enter or Space press it.
  expect(button.tagName).toBe('BUTTON');
  button.focus();
  expect(document.activeElement).toBe(button);

  fireEvent.click(button);
  expect(items()).toHaveLength(25);
  expect(items().at(-1)).toBe('Payment 25');
  expect(button.textContent).toBe('Show fewer');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(button);

  fireEvent.click(button);
  expect(items()).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Show all (25)' })).toBe(button);
});

test('a list that fits shows every item and no button', () => {
  render(<Payments count={10} />);
  expect(items()).toHaveLength(10);
  expect(screen.queryByRole('button')).toBeNull();
});
