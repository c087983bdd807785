// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Debt } from '@schemas/index';
import { system } from '@/lib/ui/system';
import { testDebtDocument } from '@/planning/test-debt-document';
import { CustomOrderEditor } from './custom-order-editor';

afterEach(cleanup);

const debts: Debt[] = Array.from({ length: 12 }, (_, i) => testDebtDocument({ id: `d${i + 1}`, name: `Debt ${i + 1}` }));

test('a long custom order shows its first ten debts; moving the tenth down opens the whole list and keeps focus on the moved debt', async () => {
  const onChange = vi.fn();
  const { rerender } = render(
    <ChakraProvider value={system}>
      <CustomOrderEditor debts={debts} onChange={onChange} />
    </ChakraProvider>,
  );
  const list = screen.getByRole('list', { name: 'Custom payoff order' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Show all (12)' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Move Debt 10 later' }));
  const moved = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd11', 'd10', 'd12'];
  expect(onChange).toHaveBeenCalledWith(moved);
  rerender(
    <ChakraProvider value={system}>
      <CustomOrderEditor debts={moved.map((id) => debts.find((debt) => debt.id === id)!)} onChange={onChange} />
    </ChakraProvider>,
  );
  expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Debt 10 later');
});
