// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createDebt } from '@/data/debts/create-debt';
import { recordPayment } from '@/data/payments/record-payment';
import { ok } from '@/data/test-support/ok';
import { renderSignedInPlain } from '@/data/test-support/render-signed-in-plain';
import { closeTestDatabases, openTestDatabase, testContext } from '@/data/test-support/test-database';
import { visa } from '@/data/test-support/test-debt';
import { PaymentReminders } from './payment-reminders';

/** The page's Notification constructor, recording what it is asked to show (happy-dom has none). */
const shown: { title: string; body?: string; tag?: string }[] = [];
class RecordingNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions = {}) {
    shown.push({ title, body: options.body, tag: options.tag });
  }
  close() {}
}

beforeEach(() => {
  shown.length = 0;
  vi.stubGlobal('Notification', RecordingNotification);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await closeTestDatabases();
  localStorage.clear();
});

test('one notification per payment due within the days before, on this device: not again when the data changes or the app opens again', async () => {
  const db = await openTestDatabase(['debts', 'payments']);
  const ctx = testContext(db, 'user-1', '2026-11-15T10:00:00.000Z');
  ok(await createDebt(ctx, visa({ name: 'Visa', balance: 900, minimumPayment: 85, dueDay: 4 })));
  const store = ok(await createDebt(ctx, visa({ name: 'Store card', balance: 400, minimumPayment: 40, dueDay: 3 })));
  ok(await createDebt(ctx, visa({ name: 'Loan', balance: 2000, minimumPayment: 310, dueDay: 20 })));
  ok(await recordPayment(ctx, { debtId: store.id, amount: 40, date: '2026-11-30' }));

  const first = renderSignedInPlain(<PaymentReminders uid="user-1" daysBefore={3} />, db);
  await waitFor(() => expect(shown).toEqual([{ title: 'Visa: $85.00 due Friday, Dec 4', body: 'Due in 3 days. Record it in Paydown once you have paid.', tag: expect.stringMatching(/@2026-12-04$/) }]));

  // A change to the data runs the check again: nothing new is due, nothing is shown twice.
  ok(await recordPayment(ctx, { debtId: store.id, amount: 10, date: '2026-12-01' }));
  first.unmount();
  // The app opened again on this device, with reminders 20 days ahead: only the Loan is new.
  renderSignedInPlain(<PaymentReminders uid="user-1" daysBefore={20} />, db);
  await waitFor(() => expect(shown.map((entry) => entry.title)).toEqual(['Visa: $85.00 due Friday, Dec 4', 'Loan: $310.00 due Sunday, Dec 20']));
  expect(localStorage.getItem('paydown.reminders-shown.user-1')).toContain('@2026-12-20');
});
