// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { saveAmortizationTable } from '@/data/amortization-tables/save-amortization-table';
import { createDebt } from '@/data/debts/create-debt';
import { updateDebt } from '@/data/debts/update-debt';
import { recordPayment } from '@/data/payments/record-payment';
import { createStrategy } from '@/data/strategies/create-strategy';
import { BEHIND_PLAN_TODAY, seedBehindPlan } from '@/data/test-support/plan-scenarios';
import { renderSignedInPlain } from '@/data/test-support/render-signed-in-plain';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { ok } from '@/data/test-support/ok';
import { saveReminderSettings } from '@/data/users/save-reminder-settings';
import { saveUser } from '@/data/users/save-user';
import { currentMonth, monthLabel } from '@/lib/calendar-month';
import { button, palette, spinner } from '@/lib/ui/kit.styles';
import { SCREEN_SNAPSHOT_ELEMENT_ID, readScreenSnapshot } from '@/start-up/screen-snapshot';
import { todayIso } from '@/lib/today';
import { planPayoff, toAmortizationRows } from '@/payoff/index';
import { DashboardPage } from './dashboard-page';

// The dashboard renders before Chakra's runtime has loaded (app/chakra-scope.tsx): importing Chakra
// or Emotion anywhere below it fails this file.
vi.mock('@chakra-ui/react', () => {
  throw new Error('The dashboard must not import @chakra-ui/react');
});
vi.mock('@emotion/react', () => {
  throw new Error('The dashboard must not import @emotion/react');
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await closeTestDatabases();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The start-up copy of the last-seen screen, as index.html paints it, in front of the hidden #root. */
function paintStartUpCopy(root: HTMLElement) {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-abc123.css">';
  const copy = document.createElement('div');
  copy.id = SCREEN_SNAPSHOT_ELEMENT_ID;
  copy.innerHTML = '<p>Yesterday’s dashboard</p>';
  root.before(copy);
  root.id = 'root';
  root.style.display = 'none';
}

/** Renders the page as the app does for a signed-in user, but with no ChakraProvider around it. */
const renderWithoutChakra = (ui: ReactNode, db: Parameters<typeof renderSignedInPlain>[1]) => renderSignedInPlain(ui, db);

const openDashboardDatabase = () => openTestDatabase(['users', 'debts', 'payments', 'strategies', 'amortizationTables', 'financialGoals']);
const link = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;

/** The help line under a stat tile's value. */
const tileHelp = (testId: string) => screen.getByTestId(`${testId}-help`).textContent;

test('shows the heading and a spinner while the database opens', async () => {
  renderWithoutChakra(<DashboardPage />, null);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dashboard');
  expect(screen.getByText('Your debts, your debt-free date and what is due next.')).toBeTruthy();
  expect(screen.getByLabelText('Loading your dashboard').className).toBe(spinner());
});

test('the start-up copy stays while the database opens', async () => {
  const view = renderWithoutChakra(<DashboardPage />, null);
  paintStartUpCopy(view.container);
  expect(await screen.findByLabelText('Loading your dashboard')).toBeTruthy();
  expect(document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID)).not.toBeNull();
  expect(view.container.style.display).toBe('none');
});

test('takes the place of the start-up copy once its data is here, and saves itself as the next copy', async () => {
  // The first render shows the spinner (the live queries answer later): the copy is painted by then.
  const live = renderWithoutChakra(<DashboardPage />, await openDashboardDatabase());
  paintStartUpCopy(live.container);

  expect(await screen.findByRole('heading', { name: 'Welcome to Paydown', level: 2 })).toBeTruthy();
  expect(document.getElementById(SCREEN_SNAPSHOT_ELEMENT_ID)).toBeNull();
  expect(live.container.style.display).toBe('');
  // Saved once the browser is idle: the screen as shown, for this user, at this path.
  await waitFor(() => expect(readScreenSnapshot()?.html).toContain('Welcome to Paydown'));
  expect(readScreenSnapshot()).toMatchObject({ uid: 'user-1', path: '/', stylesheet: '/assets/style-abc123.css' });
  expect(readScreenSnapshot()?.html).not.toContain('Yesterday’s dashboard');
});

test('with no debts, welcomes the user with three numbered steps', async () => {
  renderWithoutChakra(<DashboardPage />, await openDashboardDatabase());
  expect(await screen.findByRole('heading', { name: 'Welcome to Paydown', level: 2 })).toBeTruthy();
  expect(screen.queryByLabelText('Loading your dashboard')).toBeNull();

  const steps = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(['Add your debts', 'Choose a strategy', 'Record payments']);
  expect(steps[0]?.textContent).toContain('Step 1');
  expect(link('Add a debt').getAttribute('href')).toBe('/debts#add-debt');
  expect(link('Add a debt').className).toContain(`${button({ variant: 'solid', size: 'sm' })} ${palette.accent}`);
  expect(link('Open Strategy').getAttribute('href')).toBe('/strategy');
  expect(link('Open Strategy').className).toContain(`${button({ variant: 'outline', size: 'sm' })} ${palette.accent}`);
  expect(link('Open Progress').getAttribute('href')).toBe('/progress');
});

test('with debts, shows the headline numbers, the payments due, the progress bar and the quick actions', async () => {
  const db = await openDashboardDatabase();
  // Added today: no due date before today counts as missed.
  const ctx = testContext(db, 'user-1', new Date().toISOString());
  const card = await createDebt(ctx, visa({ balance: 1000, minimumPayment: 25, dueDay: 15 }));
  await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 500, minimumPayment: 50 }));
  if (!card.success) throw new Error(card.error);
  const paid = await recordPayment(ctx, { debtId: card.data.id, amount: 250, date: todayIso() });
  if (!paid.success) throw new Error(paid.error);

  renderWithoutChakra(<DashboardPage />, db);
  // Owed: 750 + 500; paid 250 of the 1,500 there was.
  expect((await screen.findByTestId('dashboard-total-debt')).textContent).toBe('$1,250.00');
  expect(screen.getByTestId('dashboard-paid').textContent).toBe('16%');
  expect(screen.getByTestId('dashboard-due-total').textContent).toBe('$25.00');
  expect(screen.getByTestId('dashboard-debt-free').textContent).not.toBe('—');
  // No strategy chosen yet: the date is the suggestion's, and it says so.
  expect(tileHelp('dashboard-debt-free')).toMatch(/, with Avalanche at \$[\d,]+\.\d\d a month \(suggested — choose yours on Strategy\)$/);

  const due = screen.getByTestId('payments-due');
  expect(due.tagName).toBe('UL');
  expect(within(due).getAllByRole('listitem')).toHaveLength(1);
  expect(due.textContent).toContain('Visa');
  expect(due.textContent).toContain('$25.00');
  expect(screen.getByText(/No due day set for Loan\./)).toBeTruthy();
  expect(link('Add one on Debts').getAttribute('href')).toBe('/debts');

  const bar = screen.getByRole('progressbar', { name: '16% of your debt paid off' });
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(16.67, 2);
  expect(bar.getAttribute('aria-valuemin')).toBe('0');
  expect(bar.getAttribute('aria-valuemax')).toBe('100');
  expect((bar.querySelector('[style]') as HTMLElement).style.width).toMatch(/^16\.66/);
  expect(screen.getByRole('heading', { name: 'Progress', level: 2 })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Due soon and overdue', level: 2 })).toBeTruthy();
  expect(screen.getByText(/\$250\.00 paid in 1 payment\. Save a plan on Strategy/)).toBeTruthy();

  const actions = within(screen.getByRole('group', { name: 'Quick actions' })).getAllByRole('link') as HTMLAnchorElement[];
  expect(actions.map((action) => [action.textContent?.trim(), action.getAttribute('href'), action.className])).toEqual([
    ['Record a payment', '/debts#record-payment', `${button({ variant: 'solid', size: 'sm' })} ${palette.accent}`],
    ['Add a debt', '/debts#add-debt', button({ variant: 'outline', size: 'sm' })],
    ['Choose a strategy', '/strategy', button({ variant: 'outline', size: 'sm' })],
    ['See progress', '/progress', button({ variant: 'ghost', size: 'sm' })],
  ]);
});

test('due soon and overdue: overdue first and marked, then the next 30 days; each unpaid one links to recording its payment; the reminder days say what is due soon', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
  const db = await openDashboardDatabase();
  // The debts were added on November 15: their due dates before that are not called missed.
  const ctx = testContext(db, 'user-1', '2026-11-15T10:00:00.000Z');
  ok(await saveUser(ctx, { email: 'ada@example.com' }));
  const loan = ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 2000, minimumPayment: 310, dueDay: 20 })));
  ok(await createDebt(ctx, visa({ name: 'Visa', balance: 900, minimumPayment: 85, dueDay: 4 })));
  const store = ok(await createDebt(ctx, visa({ name: 'Store card', balance: 400, minimumPayment: 40, dueDay: 10 })));
  ok(await recordPayment(ctx, { debtId: store.id, amount: 40, date: '2026-12-01' }));

  renderWithoutChakra(<DashboardPage />, db);
  const due = await screen.findByTestId('payments-due');
  const rows = () => within(due).getAllByRole('listitem').map((row) => [row.getAttribute('data-standing'), row.textContent]);
  expect(rows()).toEqual([
    ['missed', 'LoanWas due Nov 20, 2026; no payment recorded$310.00OverdueRecord payment'],
    ['due', 'VisaDue Dec 4, 2026, in 3 days$85.00Due soonRecord payment'],
    ['paid', 'Store cardDue Dec 10, 2026, in 9 days$40.00Paid'],
    ['upcoming', 'LoanDue Dec 20, 2026, in 19 days$310.00Record payment'],
  ]);
  expect(link('Record payment: Loan, Nov 20, 2026').getAttribute('href')).toBe(`/debts#record-payment-${loan.id}`);

  // Reminders a day before: Visa, in 3 days, is no longer due soon.
  ok(await saveReminderSettings(ctx, { daysBefore: 1 }));
  await waitFor(() => expect(rows()[1]).toEqual(['upcoming', 'VisaDue Dec 4, 2026, in 3 days$85.00Record payment']));
});

test('a long due-soon list shows its first 10 payments and "Show all"; the "Due in 30 days" tile counts every one', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
  const db = await openDashboardDatabase();
  const ctx = testContext(db, 'user-1', '2026-12-01T10:00:00.000Z');
  // Six weekly debts first due December 2 to 7: 5 + 5 + 4 + 4 + 4 + 4 = 26 payments by December 31.
  for (let day = 2; day <= 7; day += 1) {
    ok(await createDebt(ctx, visa({ name: `Card ${day}`, balance: 500, minimumPayment: 10, paymentFrequency: 'weekly', dueDate: `2026-12-0${day}` })));
  }

  renderWithoutChakra(<DashboardPage />, db);
  const due = await screen.findByTestId('payments-due');
  expect(screen.getByTestId('dashboard-due-total').textContent).toBe('$260.00');
  expect(tileHelp('dashboard-due-total')).toBe('26 payments');
  expect(within(due).getAllByRole('listitem')).toHaveLength(10);
  const showAll = screen.getByRole('button', { name: 'Show all (26)' });
  expect(showAll.getAttribute('aria-controls')).toBe(due.id);
  expect(showAll.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(showAll);
  expect(within(due).getAllByRole('listitem')).toHaveLength(26);
  expect(within(due).getAllByRole('listitem').at(-1)?.textContent).toContain('Dec 31, 2026');
  expect(showAll.textContent).toBe('Show fewer');
});

test('the debt-free date is the chosen strategy’s, and progress names the saved plan it is measured against and what differs', async () => {
  const db = await openDashboardDatabase();
  const ctx = testContext(db);
  const debts = [
    ok(await createDebt(ctx, visa({ name: 'Visa', balance: 3000, interestRate: 24, minimumPayment: 90 }))),
    ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 1500, interestRate: 5, minimumPayment: 60 }))),
  ];
  // An Avalanche plan saved on January 15, then Snowball chosen at $600.
  const avalanche = planPayoff({ startMonth: '2026-01', debts, strategy: { type: 'avalanche', monthlyBudget: 600 } });
  ok(await saveAmortizationTable(ctx, { strategyType: 'avalanche', name: 'Avalanche plan', debtIds: debts.map((debt) => debt.id), data: toAmortizationRows(avalanche), totalMonths: avalanche.totalMonths, payoffDate: avalanche.payoffDate! }));
  ok(await createStrategy(ctx, { name: 'My plan', type: 'snowball', monthlyBudget: 600 }));

  renderWithoutChakra(<DashboardPage />, db);
  const snowball = planPayoff({ startMonth: currentMonth(), debts, strategy: { type: 'snowball', monthlyBudget: 600 } });
  expect((await screen.findByTestId('dashboard-debt-free')).textContent).toBe(monthLabel(snowball.payoffDate!));
  expect(tileHelp('dashboard-debt-free')).toMatch(/, with “My plan”$/);
  expect(screen.getByTestId('dashboard-following').textContent).toBe('Following your plan “My plan”: Snowball at $600.00 a month.');
  expect(screen.getByTestId('dashboard-measured-against').textContent).toBe(
    'Measured against your Avalanche plan saved Jan 15, 2026; your current strategy is Snowball — save your plan on Strategy to measure against it.',
  );
  expect(link('Adjust your plan').getAttribute('href')).toBe('/strategy');
});

test('behind the saved plan by balance: in dollars and months, not "On track" because this month is not over', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(BEHIND_PLAN_TODAY);
  const db = await openDashboardDatabase();
  await seedBehindPlan(db);

  renderWithoutChakra(<DashboardPage />, db);
  expect((await screen.findByTestId('dashboard-standing')).textContent).toBe('Behind plan');
  expect(screen.getByTestId('dashboard-standing-text').textContent).toBe('$1,048.39 behind — about 1 month behind plan');
  expect(screen.getByText('The plan’s debts come to $9,500.00 today; the plan expects $8,451.61 by now.')).toBeTruthy();
  expect(screen.getByTestId('dashboard-measured-against').textContent).toBe('Measured against your Avalanche plan saved Mar 1, 2026.');
});

test('a debt whose minimum does not cover its interest: the debt-free date comes with why it is so late', async () => {
  const db = await openDashboardDatabase();
  const ctx = testContext(db);
  await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 10_000, interestRate: 24, minimumPayment: 20 }));
  await createDebt(ctx, visa({ name: 'Card', balance: 900, interestRate: 19.99, minimumPayment: 300 }));

  renderWithoutChakra(<DashboardPage />, db);
  const note = await screen.findByTestId('dashboard-minimum-interest');
  expect(screen.getByTestId('dashboard-debt-free').textContent).not.toBe('—');
  expect(note.getAttribute('role')).toBe('note');
  expect(note.textContent).toContain('A minimum doesn’t cover its interest');
  expect(note.textContent).toContain('Your debt-free date counts on paying it more than the minimum.');
  expect(note.textContent).toContain(
    'Loan: $10,000.00 at 24% APR accrues about $200.00 interest a month; a $20.00 minimum doesn’t cover it, so this balance grows. A minimum of $200.01 or more would start paying it down.',
  );
  expect(note.textContent).not.toContain('Card');
});

test('"Paid off" counts only what payments paid towards what was owed: not a debt marked paid, not an over-payment', async () => {
  const db = await openDashboardDatabase();
  const ctx = testContext(db);
  // A $9,500 car loan marked paid without a payment, as "Mark as paid" did.
  const car = ok(await createDebt(ctx, visa({ name: 'Car loan', type: 'auto_loan', balance: 9500 })));
  ok(await updateDebt(ctx, car.id, { isPaid: true }));
  // $900 paid on a $600 card: $300 of it was not owed.
  const card = ok(await createDebt(ctx, visa({ name: 'Store card', balance: 600 })));
  ok(await recordPayment(ctx, { debtId: card.id, amount: 900, date: todayIso() }, { allowCredit: true }));
  const loan = ok(await createDebt(ctx, visa({ name: 'Loan', type: 'personal_loan', balance: 1000 })));
  ok(await recordPayment(ctx, { debtId: loan.id, amount: 250, date: todayIso() }));

  renderWithoutChakra(<DashboardPage />, db);
  expect((await screen.findByTestId('dashboard-total-debt')).textContent).toBe('$750.00');
  // Paid down: $600 of the card and $250 of the loan, of the $1,600 there was to pay.
  expect(screen.getByTestId('dashboard-paid').textContent).toBe('53%');
  expect(screen.getByTestId('dashboard-paid').parentElement?.textContent).toContain('$850.00 of $1,600.00');
});
