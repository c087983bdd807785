import { expect, test, type Page } from '@playwright/test';
import { newEmail, signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt } from './support/debts';
import { waitForControllingWorker } from './support/service-worker';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Records, in the page, every notification the app asks for and every permission request, while
 * the real API still runs: the Notification constructor and the service worker registration's
 * showNotification are wrapped, not replaced.
 */
function spyOnNotifications() {
  const record = window as unknown as { shownNotifications: { via: string; title: string; body?: string }[]; permissionRequests: number };
  record.shownNotifications = [];
  record.permissionRequests = 0;
  const Native = window.Notification;
  class Recording extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      record.shownNotifications.push({ via: 'page', title, body: options?.body });
    }
  }
  Object.defineProperty(Recording, 'permission', { get: () => Native.permission });
  Object.defineProperty(Recording, 'requestPermission', {
    value: (...args: Parameters<typeof Native.requestPermission>) => {
      record.permissionRequests += 1;
      return Native.requestPermission(...args);
    },
  });
  window.Notification = Recording;
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions) {
    record.shownNotifications.push({ via: 'worker', title, body: options?.body });
    return show.call(this, title, options);
  };
}

const permissionRequests = (page: Page) => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

/** The notifications the browser holds for the app's service worker (the real API). */
const workerNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((notification) => ({ title: notification.title, body: notification.body }));
  });

/** 'YYYY-MM-DD' and day of the month of a date, as the browser (and so the app) sees it. */
const localDay = (page: Page, at: number) =>
  page.evaluate((time) => {
    const date = new Date(time);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, day: date.getDate(), date: date.toISOString() };
  }, at);

test('reminders: asked for with a reason, a notification for a payment due soon, the setting on every device, and the Dashboard shows overdue and due soon', async ({ browser }) => {
  test.setTimeout(120_000);
  const now = Date.now();
  // Less motion asked for: the add-debt dialog then closes at once. With its closing animation, the
  // fake clock (below) would make Chakra wait for the animation's end after it had already come.
  const laptopContext = await browser.newContext({ reducedMotion: 'reduce' });
  const laptop = await laptopContext.newPage();
  await laptop.addInitScript(spyOnNotifications);
  // The debts are added ten days ago (the browser's clock), so that a due date since has passed without a payment.
  await laptop.clock.install({ time: now - 10 * DAY });
  const email = await signUp(laptop, newEmail('remind'));
  const soon = await localDay(laptop, now + 2 * DAY);
  const missed = await localDay(laptop, now - 3 * DAY);
  await laptop.goto('/debts');
  await addDebt(laptop, { name: 'Visa', balance: '1200', interestRate: '19.99', minimumPayment: '85', dueDay: String(soon.day) });
  await addDebt(laptop, { name: 'Car loan', type: 'auto_loan', balance: '6000', interestRate: '6', minimumPayment: '310', dueDay: String(missed.day) });
  await expect(laptop.getByTestId('sync-status')).toHaveAttribute('data-phase', 'synced', { timeout: 20_000 });
  await laptop.clock.setSystemTime(now);

  // The Dashboard: the payment missed three days ago first, marked overdue; the one due in two days marked due soon.
  await laptop.getByRole('link', { name: 'Dashboard' }).first().click();
  const due = laptop.getByTestId('payments-due');
  await expect(due.getByRole('listitem').first()).toHaveAttribute('data-standing', 'missed');
  await expect(due.getByRole('listitem').first()).toContainText('Car loan');
  await expect(due.getByRole('listitem').first()).toContainText('Overdue');
  await expect(due.getByRole('listitem').filter({ hasText: 'Visa' }).first()).toContainText('Due soon');

  // Settings → Reminders: turning them on first says what the notifications are for; the browser is asked only after.
  await waitForControllingWorker(laptop);
  await laptop.getByRole('button', { name: 'My Account' }).click();
  await laptop.getByRole('menuitem', { name: 'Settings' }).click();
  const reminders = laptop.getByRole('region', { name: 'Reminders' });
  await expect(reminders.getByTestId('notification-permission')).toHaveText(/notifications are not allowed yet/);
  await reminders.getByText('Remind me before payments are due').click();
  await expect(reminders.getByTestId('reminder-explanation')).toContainText(
    'Paydown will show a notification on this device 3 days before a payment is due, when the app is open or installed.',
  );
  expect(await permissionRequests(laptop)).toBe(0);
  // The person's answer to the browser's prompt: allow.
  await laptopContext.grantPermissions(['notifications']);
  await reminders.getByRole('button', { name: 'Continue' }).click();
  await expect(reminders.getByTestId('reminder-outcome')).toHaveText('Reminders are on. You will get a notification 3 days before a payment is due.');
  expect(await permissionRequests(laptop)).toBe(1);
  await expect(reminders.getByTestId('notification-permission')).toHaveText('On this device: notifications are allowed.');

  // The notification for Visa, due in two days, shown through the installed app's service worker; none for the overdue loan.
  const expected = { title: expect.stringMatching(/^Visa: \$85\.00 due \w+day, \w{3} \d{1,2}$/), body: 'Due in 2 days. Record it in Paydown once you have paid.' };
  await expect.poll(() => workerNotifications(laptop)).toEqual([expected]);
  expect(await laptop.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications)).toEqual([{ via: 'worker', ...expected }]);

  // The setting reaches the phone (another device of the same person), whose own permission is its own…
  const phone = await signInOnAnotherDevice(browser, email);
  await phone.goto('/settings');
  const onPhone = phone.getByRole('region', { name: 'Reminders' });
  await expect(onPhone.getByRole('checkbox', { name: 'Remind me before payments are due' })).toBeChecked();
  await expect(onPhone.getByTestId('notification-permission')).toHaveText(/notifications are not allowed yet/);
  // …and a change made there comes back.
  await onPhone.getByLabel('Days before the due date').fill('31');
  await onPhone.getByRole('button', { name: 'Save days' }).click();
  await expect(onPhone.getByText('Days before must be a whole number from 0 to 30')).toBeVisible();
  await onPhone.getByLabel('Days before the due date').fill('7');
  await onPhone.getByRole('button', { name: 'Save days' }).click();
  await expect(onPhone.getByTestId('reminder-outcome')).toHaveText('Saved: reminders come 7 days before a payment is due.');
  await expect(reminders.getByLabel('Days before the due date')).toHaveValue('7');

  // "Record payment" on the overdue loan opens the payment dialog for it; once recorded, it is no longer overdue.
  await laptop.getByRole('link', { name: 'Dashboard' }).first().click();
  await due.getByRole('link', { name: /^Record payment: Car loan/ }).first().click();
  const form = laptop.getByRole('form', { name: 'Record a payment' });
  await expect(laptop.getByRole('combobox', { name: 'Debt' })).toHaveValue(/.+/);
  await expect(laptop.getByRole('combobox', { name: 'Debt' }).locator('option:checked')).toContainText('Car loan');
  await form.getByLabel('Amount ($)').fill('310');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toBeHidden();
  await laptop.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(due.getByRole('listitem').first()).not.toHaveAttribute('data-standing', 'missed');
  await expect(due.getByText('Overdue')).toHaveCount(0);
  await phone.context().close();
  await laptopContext.close();
});
