// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { closeDebt } from '@/data/debts/close-debt';
import { createDebt } from '@/data/debts/create-debt';
import { reopenDebt } from '@/data/debts/reopen-debt';
import { celebratedPayoffs } from '@/data/milestones/celebrated-payoffs';
import { announcingPayoff } from '@/data/milestones/payoff-announcements';
import { recordPayment } from '@/data/payments/record-payment';
import { createStrategy } from '@/data/strategies/create-strategy';
import { renderSignedInPlain } from '@/data/test-support/render-signed-in-plain';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { ok } from '@/data/test-support/ok';
import { PaidOffMoment } from './paid-off-moment';

const TODAY = new Date('2026-11-26T12:00:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TODAY);
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await closeTestDatabases();
});

const openMilestonesDatabase = () => openTestDatabase(['debts', 'payments', 'strategies', 'amortizationTables']);
const moment = (name: string) => screen.findByRole('dialog', { name: `${name} is paid off!` });

test('a payoff learnt of through the data shows once: what was paid, where its minimum goes; dismissed, it is remembered and not shown again', async () => {
  const db = await openMilestonesDatabase();
  const ctx = testContext(db);
  const store = ok(await createDebt(ctx, visa({ name: 'Store card', balance: 300, interestRate: 10, minimumPayment: 25 })));
  ok(await createDebt(ctx, visa({ name: 'Car loan', balance: 6000, interestRate: 6, minimumPayment: 150 })));
  ok(await createStrategy(ctx, { name: 'Mine', type: 'avalanche', monthlyBudget: 500 }));
  ok(await recordPayment(ctx, { debtId: store.id, amount: 100, date: '2026-11-01' }));
  ok(await recordPayment(ctx, { debtId: store.id, amount: 200, date: '2026-11-20' }));

  const view = renderSignedInPlain(<PaidOffMoment />, db);
  const shown = await moment('Store card');
  expect(shown.textContent).toContain('You paid $300.00 on it in all. Paid off on Nov 20, 2026.');
  await waitFor(() =>
    expect(screen.getByTestId('paid-off-freed').textContent).toBe(
      "Its $25.00 minimum payment now rolls into Car loan. With your plan's extra, Car loan gets $350.00 this month beyond its own minimum.",
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect([...celebratedPayoffs('user-1')]).toEqual([`${store.id}@2026-11-20`]);

  // Another start of the app on this device: not again. (A later payoff shows instead: were the
  // first one still due, it would come first, being older.)
  view.unmount();
  const phone = ok(await createDebt(ctx, visa({ name: 'Phone', balance: 80 })));
  ok(await recordPayment(ctx, { debtId: phone.id, amount: 80, date: '2026-11-26' }));
  renderSignedInPlain(<PaidOffMoment />, db);
  await moment('Phone');
  expect(screen.queryByRole('dialog', { name: 'Store card is paid off!' })).toBeNull();
});

test('a payoff dated more than 30 days ago is not news, unless this device just made it', async () => {
  const db = await openMilestonesDatabase();
  const ctx = testContext(db);
  const old = ok(await createDebt(ctx, visa({ name: 'Old card', balance: 200 })));
  const backdated = ok(await createDebt(ctx, visa({ name: 'Dentist', balance: 150 })));
  ok(await recordPayment(ctx, { debtId: old.id, amount: 200, date: '2026-09-01' }));

  renderSignedInPlain(<PaidOffMoment />, db);

  // Recorded here, dated long ago (but after the old card's payoff, which would come first were it due): the write's result announces it.
  await act(async () => {
    ok(await announcingPayoff(ctx, backdated.id, () => recordPayment(ctx, { debtId: backdated.id, amount: 150, date: '2026-10-01' })));
  });
  expect((await moment('Dentist')).textContent).toContain('Paid off on Oct 1, 2026.');
  expect(screen.queryByRole('dialog', { name: 'Old card is paid off!' })).toBeNull();
});

test('a debt reopened before its moment is dismissed loses its moment', async () => {
  const db = await openMilestonesDatabase();
  const ctx = testContext(db);
  const card = ok(await createDebt(ctx, visa({ name: 'Visa', balance: 500 })));
  renderSignedInPlain(<PaidOffMoment />, db);
  await act(async () => {
    ok(await announcingPayoff(ctx, card.id, () => closeDebt(ctx, card.id, { closedAs: 'paid_in_full', closedOn: '2026-11-26' })));
  });
  expect((await moment('Visa')).textContent).toContain('You paid $500.00 on it in all.');
  await act(async () => {
    ok(await reopenDebt(ctx, card.id, { removeClosingPayment: true }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(celebratedPayoffs('user-1').has(`${card.id}@2026-11-26`)).toBe(false);
});
