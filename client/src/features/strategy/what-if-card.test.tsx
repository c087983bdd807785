// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { planPayoff, type DebtInput, type StrategyInput } from '@/payoff/index';
import { cleared } from '@/payoff/test-debts';
import { WhatIfCard } from './what-if-card';
import { WHAT_IF_EXTRAS } from './what-if-scenarios';

afterEach(cleanup);

const debts: DebtInput[] = [
  { id: 'card', name: 'Visa', type: 'credit_card', balance: 4200, interestRate: 24.99, minimumPayment: 90, paymentFrequency: 'monthly', dueDay: 15 },
  { id: 'car', name: 'Car loan', type: 'auto_loan', balance: 11800, interestRate: 6.9, minimumPayment: 310, paymentFrequency: 'monthly', dueDay: 3 },
];
const strategy: StrategyInput = { type: 'snowball', monthlyBudget: 700 };
const startMonth = '2026-03';
const plan = cleared(planPayoff({ startMonth, debts, strategy }));

function renderCard() {
  render(
    <ChakraProvider value={system}>
      <WhatIfCard startMonth={startMonth} debts={debts} strategy={strategy} plan={plan} />
    </ChakraProvider>,
  );
}

/** What the row of `extra` must show: the engine's plan for the raised budget. */
function expectRow(extra: number) {
  const row = within(screen.getByTestId(`what-if-row-${extra}`));
  const raised = cleared(planPayoff({ startMonth, debts, strategy: { ...strategy, monthlyBudget: 700 + extra } }));
  expect(row.getByTestId('what-if-debt-free').textContent).toBe(monthLabel(raised.payoffDate!, 'short'));
  expect(row.getByTestId('what-if-saved').textContent).toBe(formatMoney(plan.totalInterestPaid - raised.totalInterestPaid));
}

test('the plan and the same plan with $50, $100 and $200 more each month, as the engine computes them', () => {
  renderCard();
  expect(within(screen.getByTestId('what-if-row-0')).getByTestId('what-if-debt-free').textContent).toBe(monthLabel(plan.payoffDate!, 'short'));
  for (const extra of WHAT_IF_EXTRAS) expectRow(extra);
  // Free, like all planning: nothing on the card says Premium.
  expect(screen.getByTestId('what-if-scenarios').textContent).not.toMatch(/premium/i);
});

test('a custom amount adds its own row; bad input gets a message and no row', async () => {
  renderCard();
  const field = screen.getByLabelText('Try your own amount ($ more each month)');
  fireEvent.change(field, { target: { value: 'lots' } });
  expect(await screen.findByText('Enter an amount in dollars, e.g. 75 or 120.50.')).toBeTruthy();
  expect(screen.getAllByRole('row')).toHaveLength(1 + 1 + WHAT_IF_EXTRAS.length);

  fireEvent.change(field, { target: { value: '$75' } });
  await waitFor(() => expect(screen.queryByTestId('what-if-row-75')).not.toBeNull());
  expect(screen.queryByText('Enter an amount in dollars, e.g. 75 or 120.50.')).toBeNull();
  expectRow(75);
  expect(screen.getByTestId('what-if-row-75').textContent).toContain('+$75.00, yours');
});
