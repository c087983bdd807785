import { expect, test } from 'vitest';
import { testDebtDocument } from '@/planning/test-debt-document';
import { validateDebtListSearch, showsWholeOrder } from './debt-list-search';
import { debtListView } from './debt-list-view';

const debts = [
  testDebtDocument({ id: 'a', name: 'Visa Gold', type: 'credit_card', balance: 500, interestRate: 24, minimumPayment: 30, dueDay: 15, priority: 2 }),
  testDebtDocument({ id: 'b', name: 'Car loan', type: 'auto_loan', balance: 9000, interestRate: 6, minimumPayment: 250, dueDay: 3, priority: 1 }),
  testDebtDocument({ id: 'c', name: 'Crédit Agricole', type: 'personal_loan', balance: 2000, interestRate: 12, minimumPayment: 80, priority: 3 }),
  testDebtDocument({ id: 'd', name: 'Store card', type: 'credit_card', balance: 0, interestRate: 29, minimumPayment: 25, dueDay: 28, priority: 4 }),
  testDebtDocument({ id: 'e', name: 'Old loan', type: 'personal_loan', balance: 700, isPaid: true, closedAs: 'settled', closedOn: '2026-01-01', priority: 5 }),
];
const names = (search: Parameters<typeof debtListView>[1], perPage?: number) => debtListView(debts, search, perPage).rows.map((row) => row.debt.name);

test('the default view is the payoff order, owed debts numbered, then the paid off and closed', () => {
  const view = debtListView(debts, {});
  expect(view.rows.map((row) => [row.debt.id, row.position])).toEqual([
    ['b', 1],
    ['a', 2],
    ['c', 3],
    ['d', null],
    ['e', null],
  ]);
  expect([view.total, view.from, view.to, view.page, view.pages]).toEqual([5, 1, 5, 1, 1]);
});

test('search matches every word in the name or the type, ignoring case and accents', () => {
  expect(names({ q: 'credit' })).toEqual(['Visa Gold', 'Crédit Agricole', 'Store card']);
  expect(names({ q: 'CARD visa' })).toEqual(['Visa Gold']);
  expect(names({ q: 'personal' })).toEqual(['Crédit Agricole', 'Old loan']);
  expect(names({ q: 'nothing like it' })).toEqual([]);
});

test('filters by status and type', () => {
  expect(names({ status: 'open' })).toEqual(['Car loan', 'Visa Gold', 'Crédit Agricole']);
  expect(names({ status: 'paid' })).toEqual(['Store card']);
  expect(names({ status: 'closed' })).toEqual(['Old loan']);
  expect(names({ type: 'credit_card' })).toEqual(['Visa Gold', 'Store card']);
});

test('sorts by each column both ways; an owed debt keeps its number in the order', () => {
  expect(names({ sort: 'balance' })).toEqual(['Store card', 'Visa Gold', 'Old loan', 'Crédit Agricole', 'Car loan']);
  expect(names({ sort: 'balance', dir: 'desc' })).toEqual(['Car loan', 'Crédit Agricole', 'Old loan', 'Visa Gold', 'Store card']);
  expect(names({ sort: 'name' })).toEqual(['Car loan', 'Crédit Agricole', 'Old loan', 'Store card', 'Visa Gold']);
  expect(names({ sort: 'apr', dir: 'desc' })[0]).toBe('Store card');
  expect(names({ sort: 'minimum' })[0]).toBe('Store card');
  // No due day sorts last.
  expect(names({ sort: 'due' })).toEqual(['Car loan', 'Visa Gold', 'Store card', 'Crédit Agricole', 'Old loan']);
  expect(names({ sort: 'type' })).toEqual(['Car loan', 'Visa Gold', 'Store card', 'Crédit Agricole', 'Old loan']);
  expect(names({ dir: 'desc' })).toEqual(['Old loan', 'Store card', 'Crédit Agricole', 'Visa Gold', 'Car loan']);
  expect(debtListView(debts, { sort: 'name' }).rows.find((row) => row.debt.id === 'a')?.position).toBe(2);
});

test('pages: "n–m of N", and a page past the end shows the last', () => {
  expect(debtListView(debts, { page: 2 }, 2)).toMatchObject({ page: 2, pages: 3, from: 3, to: 4, total: 5 });
  expect(names({ page: 2 }, 2)).toEqual(['Crédit Agricole', 'Store card']);
  expect(debtListView(debts, { page: 9 }, 2)).toMatchObject({ page: 3, from: 5, to: 5 });
  expect(debtListView(debts, { q: 'zzz' })).toMatchObject({ total: 0, from: 0, to: 0, page: 1, pages: 1 });
});

test('the address is validated: unknown or malformed values fall back to the defaults, which stay out of it', () => {
  expect(validateDebtListSearch({ q: 'visa', sort: 'balance', dir: 'desc', status: 'paid', type: 'medical', page: 3 })).toEqual({
    q: 'visa',
    sort: 'balance',
    dir: 'desc',
    status: 'paid',
    type: 'medical',
    page: 3,
  });
  expect(validateDebtListSearch({ q: '  ', sort: 'order', dir: 'asc', status: 'all', page: 1 })).toEqual({});
  expect(validateDebtListSearch({ q: 2026, sort: 'colour', dir: 'up', status: 'gone', type: 'yacht', page: -2 })).toEqual({ q: '2026' });
  expect(validateDebtListSearch({ page: '2' })).toEqual({ page: 2 });
  expect(validateDebtListSearch({ page: 2.5 })).toEqual({});
});

test('only the payoff order itself can be reordered by dragging', () => {
  expect(showsWholeOrder({})).toBe(true);
  expect(showsWholeOrder({ status: 'open', page: 3 })).toBe(true);
  expect(showsWholeOrder({ q: 'visa' })).toBe(false);
  expect(showsWholeOrder({ sort: 'balance' })).toBe(false);
  expect(showsWholeOrder({ dir: 'desc' })).toBe(false);
  expect(showsWholeOrder({ type: 'medical' })).toBe(false);
  expect(showsWholeOrder({ status: 'paid' })).toBe(false);
});
