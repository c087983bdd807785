import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CalendarClockIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { DebtIconFor } from '@/lib/ui/debt-icon';
import { Heading } from '@/lib/ui/heading';
import type { Palette } from '@/lib/ui/kit.styles';
import { ShowAllButton, useShowAll } from '@/lib/ui/show-all';
import { cx } from '@/lib/ui/static-styles';
import { isOwed } from '@/planning/debt-status';
import type { StandingDuePayment } from '@/planning/due-soon';
import { dashboard } from './dashboard.styles';
import { dueSoon as styles } from './due-soon.styles';

/** Days ahead the card lists (the "Due in 30 days" tile's days too), and days back it looks for missed payments. */
export const DUE_SOON_DAYS = 30;

function standingBadge(entry: StandingDuePayment): { label: string; palette: Palette } | null {
  switch (entry.standing) {
    case 'missed':
      return { label: 'Overdue', palette: 'red' };
    case 'paid':
      return { label: 'Paid', palette: 'green' };
    case 'due':
      return { label: entry.daysAway === 0 ? 'Due today' : 'Due soon', palette: 'orange' };
    case 'upcoming':
    case 'untracked':
      return null;
  }
}

/** "Visa, Loan", or with many debts "Visa, Loan, Store card, Car, Bank and 12 more" (one line, not a list of a hundred names). */
function namesText(names: readonly string[]): string {
  return names.length <= 6 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
}

function whenText(entry: StandingDuePayment): string {
  if (entry.standing === 'missed') return `Was due ${dayLabel(entry.date)}; no payment recorded`;
  if (entry.daysAway === 0) return `Due today, ${dayLabel(entry.date)}`;
  return `Due ${dayLabel(entry.date)}, in ${entry.daysAway} ${entry.daysAway === 1 ? 'day' : 'days'}`;
}

function DueRow({ entry, debts }: { entry: StandingDuePayment; debts: readonly Debt[] }) {
  const badge = standingBadge(entry);
  return (
    <li className={styles.row} data-standing={entry.standing}>
      <div className={styles.debt}>
        <p className={styles.name}>
          <DebtIconFor id={entry.debtId} debts={debts} />
          {entry.debtName}
        </p>
        <p className={cx(dashboard.small, dashboard.muted)}>{whenText(entry)}</p>
      </div>
      <div className={styles.side}>
        <p className={styles.amount}>{formatMoney(entry.amount)}</p>
        {badge ? <Badge colorPalette={badge.palette}>{badge.label}</Badge> : null}
        {entry.standing === 'paid' ? null : (
          <Button asChild size="xs" variant="outline" colorPalette="accent">
            <Link to="/debts" hash={`record-payment-${entry.debtId}`} aria-label={`Record payment: ${entry.debtName}, ${dayLabel(entry.date)}`}>
              Record payment
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Due soon and overdue": payments overdue in the last 30 days first (due, and no payment recorded,
 * planning/payment-standing.ts), then each payment of the next 30 days, those within the reminder
 * setting's days marked due soon and those paid ahead marked paid. Each unpaid one links to
 * recording its payment. The Dashboard works the list out (dueSoonAndOverdue, with the reminder
 * setting's days) and shares it with its "Due in 30 days" tile. A long list shows its first rows
 * and "Show all" (lib/ui/show-all.tsx).
 */
export function DueSoonCard({ debts, dueSoon }: { debts: Debt[]; dueSoon: { overdue: readonly StandingDuePayment[]; ahead: readonly StandingDuePayment[] } }) {
  const entries = useMemo(() => [...dueSoon.overdue, ...dueSoon.ahead], [dueSoon]);
  const { shown, listId, button } = useShowAll(entries);
  const withoutDueDay = debts.filter((debt) => isOwed(debt) && !debt.dueDay && !debt.dueDate);
  return (
    <Card.Root>
      <Card.Header>
        <div className={dashboard.cardTitle}>
          <CalendarClockIcon aria-hidden />
          <Heading size="md">Due soon and overdue</Heading>
        </div>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <p className={cx(dashboard.muted, dashboard.small)}>
            Nothing overdue and nothing due in the next {DUE_SOON_DAYS} days{withoutDueDay.length > 0 ? ' that Paydown knows of' : ''}.
          </p>
        ) : (
          <ul role="list" id={listId} className={styles.list} data-testid="payments-due">
            {shown.map((entry) => (
              <DueRow key={`${entry.debtId}-${entry.date}`} entry={entry} debts={debts} />
            ))}
          </ul>
        )}
        <ShowAllButton props={button} />
        {withoutDueDay.length > 0 ? (
          <p className={cx(dashboard.fine, dashboard.muted)}>
            No due day set for {namesText(withoutDueDay.map((debt) => debt.name))}.{' '}
            <Link to="/debts" className={dashboard.link}>
              Add one on Debts
            </Link>
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
