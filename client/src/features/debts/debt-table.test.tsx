// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { Debt } from '@schemas/index';
import { testDebtDocument } from '@/planning/test-debt-document';
import { DebtCards } from './debt-cards';
import { DebtTable as SortableTable, type DebtViewProps } from './debt-table';
import type { DebtSortKey } from './debt-list-search';
import type { SortState } from './debt-table-header';

/** The table as the list shows it, in the payoff order unless told. */
function DebtTable(props: DebtViewProps & { sort?: SortState; onSort?: (key: DebtSortKey) => void }) {
  return <SortableTable sort={{ key: 'order', dir: 'asc' }} onSort={() => undefined} {...props} />;
}

afterEach(cleanup);

/** Debt names are links to the debt's page: a router for them to link with. */
const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/debts'] }) });

const [visa, loan, card] = [
  testDebtDocument({ id: 'a', name: 'Visa' }),
  testDebtDocument({ id: 'b', name: 'Loan' }),
  testDebtDocument({ id: 'c', name: 'Card' }),
];
const props = (open: Debt[], paid: Debt[] = []): DebtViewProps => ({
  rows: [...open.map((debt, index) => ({ debt, position: index + 1 })), ...paid.map((debt) => ({ debt, position: null }))],
  owedCount: open.length,
  today: '2026-11-22',
  moving: false,
  arranging: false,
  onMove: () => undefined,
  onMoveTo: () => undefined,
  onAction: () => undefined,
});
/** The kit and a router around `ui`, as the app renders a debt's row. */
const inKit = (ui: ReactElement) => (
  <ChakraProvider value={system}>
    <RouterContextProvider router={router}>{ui}</RouterContextProvider>
  </ChakraProvider>
);
const button = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

for (const [name, View] of [
  ['table', DebtTable],
  ['cards', DebtCards],
] as const) {
  test(`${name}: while the order is changed, only the last debt cannot move down, also after one is added or the order changes`, () => {
    const view = render(inKit(<View {...props([visa, loan])} arranging />));
    expect(button('Move Visa up').disabled).toBe(true);
    expect(button('Move Visa down').disabled).toBe(false);
    expect(button('Move Loan down').disabled).toBe(true);

    view.rerender(inKit(<View {...props([visa, loan, card])} arranging />));
    expect(button('Move Loan down').disabled).toBe(false);
    expect(button('Move Card down').disabled).toBe(true);

    view.rerender(inKit(<View {...props([card, visa, loan])} arranging />));
    expect(button('Move Card down').disabled).toBe(false);
    expect(button('Move Loan down').disabled).toBe(true);
  });
}

for (const [name, View] of [
  ['table', DebtTable],
  ['cards', DebtCards],
] as const) {
  test(`${name}: a credit reads as a credit and a closed debt says how it closed; no balance shows below zero`, () => {
    const credited = testDebtDocument({ id: 'x', name: 'Store card', balance: -300, isPaid: true });
    const settled = testDebtDocument({ id: 'y', name: 'Car loan', balance: 9500, isPaid: true, closedAs: 'settled', closedOn: '2026-11-01' });
    const markedPaid = testDebtDocument({ id: 'z', name: 'Old loan', balance: 2000, isPaid: true });
    const view = render(inKit(<View {...props([], [credited, settled, markedPaid])} />));
    const row = (debtName: string) => screen.getAllByTestId('debt-row').find((r) => r.textContent?.includes(debtName))!;
    const balance = (debtName: string) => row(debtName).querySelector('[data-testid="debt-balance"]')?.textContent;

    expect(balance('Store card')).toBe('Credit $300.00');
    expect(row('Store card').textContent).toContain('Paid off');
    expect(balance('Car loan')).toBe('$0.00');
    expect(row('Car loan').textContent).toContain('Settled on Nov 1, 2026; $9,500.00 of it was not paid');
    expect(row('Car loan').textContent).not.toContain('Paid off');
    expect(balance('Old loan')).toBe('$0.00');
    expect(row('Old loan').textContent).toContain('Closed');
    expect(row('Old loan').textContent).toContain('Marked paid with $2,000.00 left, not counted as paid down');
    expect(view.container.textContent).not.toMatch(/-\$|\$-/);
  });
}

test('table: five columns and the actions, the type under the name and the due day under the minimum, so a row fits a laptop', () => {
  const card = testDebtDocument({ id: 'v', name: 'Visa', type: 'credit_card', highLimit: 2000, balance: 1000, dueDay: 15, minimumPayment: 40 });
  render(inKit(<DebtTable {...props([card])} />));
  expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Order', 'DebtType', 'Balance', 'APR', 'MinimumDue day', 'Actions']);
  const cells = screen.getAllByRole('cell');
  expect(cells[1]?.textContent).toBe('VisaCredit card · 50% of $2,000.00 limit');
  expect(cells[4]?.textContent).toBe('$40.00 a monthdue 15th');
});

for (const [name, View] of [
  ['table', DebtTable],
  ['cards', DebtCards],
] as const) {
  test(`${name}: each name links to the debt's page, beside its icon in its colour (its type's icon when none or an unknown one is chosen)`, () => {
    const chosen = testDebtDocument({ id: 'car', name: 'Car loan', type: 'auto_loan', iconName: 'travel', colorHex: '#ea580c' });
    const typeOnly = testDebtDocument({ id: 'visa', name: 'Visa', type: 'credit_card' });
    const unknown = testDebtDocument({ id: 'new', name: 'Newer', type: 'mortgage', iconName: 'rocket' });
    render(inKit(<View {...props([chosen, typeOnly, unknown])} />));
    const link = (debt: string) => screen.getByRole('link', { name: debt });
    expect(link('Car loan').getAttribute('href')).toBe('/debts/car');
    const icon = (debt: string) => link(debt).querySelector('svg')!;
    expect(icon('Car loan').dataset.icon).toBe('travel');
    expect(icon('Car loan').style.color).toBe('#ea580c');
    expect(icon('Visa').dataset.icon).toBe('card');
    expect(icon('Visa').style.color).toBe('');
    expect(icon('Newer').dataset.icon).toBe('home');
    expect(icon('Newer').getAttribute('aria-hidden')).toBe('true');
  });
}

test('table: each heading sorts by its column, says how it is sorted (aria-sort), and sorts again the other way', () => {
  const sorted: string[] = [];
  const view = render(inKit(<DebtTable {...props([visa, loan])} sort={{ key: 'balance', dir: 'desc' }} onSort={(key: string) => sorted.push(key)} />));
  const heading = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(name))!;
  expect(heading('Balance').getAttribute('aria-sort')).toBe('descending');
  expect(heading('Order').hasAttribute('aria-sort')).toBe(false);
  button('Due day').click();
  button('Type').click();
  button('APR').click();
  expect(sorted).toEqual(['due', 'type', 'apr']);
  view.rerender(inKit(<DebtTable {...props([visa, loan])} sort={{ key: 'due', dir: 'asc' }} />));
  expect(heading('Minimum').getAttribute('aria-sort')).toBe('ascending');
  expect(heading('Balance').hasAttribute('aria-sort')).toBe(false);
});

for (const [name, View] of [
  ['table', DebtTable],
  ['cards', DebtCards],
] as const) {
  test(`${name}: a position typed and confirmed with Enter moves the debt there; Escape puts the number back`, () => {
    const moves: [string, number][] = [];
    render(inKit(<View {...props([visa, loan, card])} arranging onMoveTo={(debt, position) => moves.push([debt.name, position])} />));
    const field = screen.getByRole('textbox', { name: /^Position of Card in the payoff order, 1 to 3/ }) as HTMLInputElement;
    expect(field.value).toBe('3');
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('3');
    fireEvent.change(field, { target: { value: 'first' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // Its own position again is no move.
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(moves).toEqual([
      ['Card', 1],
      ['Card', Number.NaN],
    ]);
  });

  test(`${name}: while the order is changed, owed debts show a grip, a position and arrows in place of their actions; otherwise their place and their actions`, () => {
    const view = render(inKit(<View {...props([visa, loan])} arranging />));
    expect(screen.getByRole('button', { name: 'Drag Visa to another position' }).getAttribute('aria-roledescription')).toBe('sortable');
    expect(screen.getByRole('textbox', { name: /^Position of Loan in the payoff order/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Visa' })).toBeNull();
    view.rerender(inKit(<View {...props([visa, loan])} />));
    expect(screen.queryByRole('button', { name: 'Drag Visa to another position' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Position of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Loan up' })).toBeNull();
    expect(button('Edit Visa')).toBeTruthy();
    expect(screen.getAllByTestId('debt-row')[1]?.textContent).toMatch(/^2|Place in the payoff order: #2/);
  });

}
