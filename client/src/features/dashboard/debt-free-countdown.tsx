import { Link } from '@tanstack/react-router';
import { PartyPopperIcon, TimerIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { cx } from '@/lib/ui/static-styles';
import type { CurrentPlan } from '@/planning/current-plan';
import { debtFreeCountdown } from '@/planning/milestones';
import type { PaidSoFar } from '@/planning/recorded-balances';
import { dashboard } from './dashboard.styles';

/** What the countdown says when there is no date to count down to; null while there is one. */
function withoutDate(kind: 'debt_free' | 'never' | 'cannot_plan', reason?: string) {
  if (kind === 'debt_free') return { title: 'You’re debt-free', detail: 'Every debt is paid off or closed. Well done.' };
  if (kind === 'never') return { title: 'Your current plan never pays off your debts', detail: 'Raise your budget or change your strategy on Strategy.' };
  return { title: 'Paydown cannot work out your debt-free date yet', detail: `${reason ?? ''} Fix it on Debts, or see Strategy.` };
}

/**
 * The Dashboard's debt-free countdown: "Debt-free in 1 year 4 months — March 2028" from the current
 * plan (the same date Strategy shows), and how much of what there was to pay the recorded payments
 * have paid down (the Dashboard's paidSoFar, charges included: a credit beyond what was owed is not
 * progress, nor is what paid interest and fees).
 */
export function DebtFreeCountdown({ debts, paid, current }: { debts: readonly Debt[]; paid: PaidSoFar; current: CurrentPlan }) {
  const countdown = debtFreeCountdown(debts, current);
  if (countdown.kind === 'no_debts') return null;
  const percent = Math.floor(paid.percent);
  const other = countdown.kind === 'countdown' ? null : withoutDate(countdown.kind, countdown.kind === 'cannot_plan' ? countdown.reason : undefined);
  return (
    <Card.Root as="section" aria-labelledby="debt-free-countdown-title" data-testid="debt-free-countdown">
      <Card.Body>
        <div className={dashboard.stack3}>
          <div className={dashboard.cardTitle}>
            {countdown.kind === 'debt_free' ? <PartyPopperIcon aria-hidden /> : <TimerIcon aria-hidden />}
            <Heading size="md" id="debt-free-countdown-title">
              {countdown.kind === 'countdown' ? countdown.text : other?.title}
            </Heading>
          </div>
          {other ? (
            <p className={cx(dashboard.small, dashboard.muted)}>
              {other.detail}{' '}
              {countdown.kind === 'debt_free' ? null : (
                <Link to="/strategy" className={dashboard.link}>
                  Open Strategy
                </Link>
              )}
            </p>
          ) : null}
          <ProgressBar value={paid.percent} label={`${percent}% of your debt paid down`} />
          <p className={cx(dashboard.small, dashboard.muted)} data-testid="debt-free-countdown-paid">
            {percent}% paid down: {formatMoney(paid.paidOff)} of {formatMoney(paid.startingTotal)}, from your recorded payments.
          </p>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
