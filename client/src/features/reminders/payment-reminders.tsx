import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDebts } from '@/data/debts/use-debts';
import { usePayments } from '@/data/payments/use-payments';
import { todayIso } from '@/lib/today';
import { dueSoonAndOverdue } from '@/planning/due-soon';
import { remindersToShow } from './reminders-to-show';
import { showReminder } from './show-reminder';
import { readShownReminders, rememberShownReminders, reminderStorage } from './shown-reminders';

/** Today's date, moving on at midnight while the app stays open, and checked again when the page comes back into view. */
function useToday(): string {
  const [today, setToday] = useState(() => todayIso());
  useEffect(() => {
    const check = () => setToday(todayIso());
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
    const timer = window.setTimeout(check, midnight.getTime() - now.getTime());
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [today]);
  return today;
}

/**
 * Shows the payment reminders due on this device: mounted (app/layout/payment-reminders-mount.tsx)
 * only while reminders are on and the browser allows notifications. It runs once the debts and
 * payments have loaded, again whenever they change (a payment recorded, a due date moved) and
 * each new day; every payment's reminder is shown once per device (shown-reminders.ts).
 */
export function PaymentReminders({ uid, daysBefore }: { uid: string; daysBefore: number }) {
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const today = useToday();
  const navigate = useNavigate();
  // Reminders being shown: data that changes meanwhile must not show one a second time.
  const showing = useRef(new Set<string>());
  const loaded = !debts.isLoading && !payments.isLoading && debts.error === null && payments.error === null;

  useEffect(() => {
    if (!loaded) return;
    const storage = reminderStorage();
    const { ahead } = dueSoonAndOverdue({ debts: debts.data, payments: payments.data, today, dueSoonDays: daysBefore, aheadDays: daysBefore });
    const due = remindersToShow(ahead, daysBefore, new Set([...readShownReminders(storage, uid), ...showing.current]));
    for (const reminder of due) showing.current.add(reminder.key);
    void (async () => {
      for (const reminder of due) {
        try {
          await showReminder(reminder, (path) => void navigate({ to: path }));
          rememberShownReminders(storage, uid, [reminder.key], today);
        } catch (error) {
          // Permission withdrawn meanwhile, or the browser refused: try again next time.
          console.warn('A payment reminder could not be shown', error);
        } finally {
          showing.current.delete(reminder.key);
        }
      }
    })();
  }, [loaded, debts.data, payments.data, today, daysBefore, uid, navigate]);

  return null;
}
