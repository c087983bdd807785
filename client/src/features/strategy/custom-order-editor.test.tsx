// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { system } from '@/lib/ui/system';
import { testDebtDocument } from '@/planning/test-debt-document';
import { CustomOrderEditor } from './custom-order-editor';

afterEach(cleanup);

const debts = Array.from({ length: 100 }, (_, index) => testDebtDocument({ id: `d${index + 1}`, name: `Debt ${index + 1}` }));

test('the last of a hundred debts moves to the top by typing 1; a position outside the order is refused with a message', () => {
  const changes: string[][] = [];
  render(
    <ChakraProvider value={system}>
      <CustomOrderEditor debts={debts} onChange={(order) => changes.push(order)} />
    </ChakraProvider>,
  );
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Position of ${name} in the custom order, 1 to 100`) }) as HTMLInputElement;
  expect(field('Debt 100').value).toBe('100');
  fireEvent.change(field('Debt 100'), { target: { value: '1' } });
  fireEvent.keyDown(field('Debt 100'), { key: 'Enter' });
  expect(changes).toHaveLength(1);
  expect(changes[0]!.slice(0, 3)).toEqual(['d100', 'd1', 'd2']);
  expect(changes[0]).toHaveLength(100);

  fireEvent.change(field('Debt 5'), { target: { value: '0' } });
  fireEvent.keyDown(field('Debt 5'), { key: 'Enter' });
  expect(screen.getByRole('alert').textContent).toBe('Type a position from 1 to 100 to move Debt 5.');
  expect(changes).toHaveLength(1);
  // Each debt also has a grip for dragging, by pointer or keyboard.
  expect(screen.getByRole('button', { name: 'Drag Debt 5 to another position' }).getAttribute('aria-roledescription')).toBe('sortable');
});
