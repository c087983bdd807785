// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Debt } from '@schemas/index';
import { testDebtDocument } from '@/lib/planner/test-debt-document';
import { DebtCards } from './debt-cards';
import { DebtTable, type DebtViewProps } from './debt-table';

afterEach(cleanup);

const [visa, loan, card] = [
  testDebtDocument({ id: 'a', name: 'Visa' }),
  testDebtDocument({ id: 'b', name: 'Loan' }),
  testDebtDocument({ id: 'c', name: 'Card' }),
];
const props = (open: Debt[]): DebtViewProps => ({
  open,
  paid: [],
  today: '2026-11-22',
  moving: false,
  onMove: () => undefined,
  onAction: () => undefined,
});
const button = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

for (const [name, View] of [
  ['table', DebtTable],
  ['cards', DebtCards],
] as const) {
  test(`${name}: only the last debt cannot move down, also after one is added or the order changes`, () => {
    const view = render(
      <ChakraProvider value={defaultSystem}>
        <View {...props([visa, loan])} />
      </ChakraProvider>,
    );
    expect(button('Move Visa up').disabled).toBe(true);
    expect(button('Move Visa down').disabled).toBe(false);
    expect(button('Move Loan down').disabled).toBe(true);

    view.rerender(
      <ChakraProvider value={defaultSystem}>
        <View {...props([visa, loan, card])} />
      </ChakraProvider>,
    );
    expect(button('Move Loan down').disabled).toBe(false);
    expect(button('Move Card down').disabled).toBe(true);

    view.rerender(
      <ChakraProvider value={defaultSystem}>
        <View {...props([card, visa, loan])} />
      </ChakraProvider>,
    );
    expect(button('Move Card down').disabled).toBe(false);
    expect(button('Move Loan down').disabled).toBe(true);
  });
}
