import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useDebts } from '@/data/debts/use-debts';
import { celebratedPayoffs, markPayoffCelebrated } from '@/data/milestones/celebrated-payoffs';
import { forgetPayoffAnnouncement, useAnnouncedPayoffs } from '@/data/milestones/payoff-announcements';
import { useCharges, usePayments } from '@/data/payments/use-payments';
import { useUid } from '@/lib/auth/use-uid';
import { todayIso } from '@/lib/today';
import { paidOffDebts, payoffsToCelebrate } from '@/planning/milestones';

// The dialog brings Chakra: loaded only when there is a payoff to celebrate (the frame stays Chakra-free at start).
const PaidOffDialog = lazy(async () => ({ default: (await import('./paid-off-dialog')).PaidOffDialog }));

/**
 * "Visa is paid off!": shown once per payoff on each device, on every screen of the signed-in frame.
 * Which payoffs (planning/milestones.ts, payoffsToCelebrate): one this device's write just made, and
 * one learnt of through sync (or found at a first start) when it is dated within the last 30 days;
 * never one this device celebrated already. The moment follows the data: a debt reopened before the
 * person dismisses it is no longer paid off, and its moment goes.
 */
export function PaidOffMoment() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  // Interest and fees charged from statements raise a balance on their dates: the payoff day counts them.
  const charges = useCharges(uid);
  const announced = useAnnouncedPayoffs(uid);
  // The signed-in space remounts per person (app/user-space.tsx): their celebrated payoffs are read once, then kept here.
  const [celebrated, setCelebrated] = useState<ReadonlySet<string>>(() => (uid ? celebratedPayoffs(uid) : new Set()));
  const ready = !!uid && [debts, payments, charges].every((result) => !result.isLoading && !result.error);
  const due = useMemo(
    () => (ready ? payoffsToCelebrate({ paidOff: paidOffDebts(debts.data, [...payments.data, ...charges.data]), celebrated, announced, today: todayIso() }) : []),
    [ready, debts.data, payments.data, charges.data, celebrated, announced],
  );
  const first = due[0];
  const dismiss = useCallback(() => {
    if (!uid || !first) return;
    markPayoffCelebrated(uid, first.key);
    forgetPayoffAnnouncement(uid, first.id);
    setCelebrated(celebratedPayoffs(uid));
  }, [uid, first]);
  if (!first) return null;
  const debt = debts.data.find((candidate) => candidate.id === first.id);
  if (!debt) return null;
  return (
    <Suspense fallback={null}>
      <PaidOffDialog key={first.key} payoff={first} debt={debt} debts={debts.data} onDismiss={dismiss} />
    </Suspense>
  );
}
