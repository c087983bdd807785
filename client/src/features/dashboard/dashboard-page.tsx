import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CalendarClockIcon, ChartLineIcon, PlusIcon, TargetIcon, WalletIcon } from 'lucide-react';
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { usePayments } from '@/data/payments/use-payments';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, dayLabel, durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { useMoneyFormatReady } from '@/lib/use-money-format-ready';
import { currentPlan, plannableDebts } from '@/lib/planner/current-plan';
import { measuredAgainstText, standingDetail, standingText, strategyText } from '@/lib/planner/current-plan-text';
import { paymentsDue } from '@/lib/planner/payments-due';
import { STANDING_LABELS, planStanding, type PlanStanding } from '@/lib/planner/plan-standing';
import { paidSoFar } from '@/lib/planner/recorded-balances';
import { todayIso } from '@/lib/today';
import { DataReadError } from '@/lib/ui/data-read-error';
import '@/lib/ui/badge.css';
import '@/lib/ui/card.css';
import '@/lib/ui/spinner.css';
import { buttonClass, type ButtonPalette, type ButtonVariant } from '@/lib/ui/plain-button';
import { PageHeading } from '@/lib/ui/page-heading';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { StatTile } from '@/lib/ui/stat-tile';
import { useScreenSnapshot } from '@/start-up/use-screen-snapshot';
import { MinimumInterestNote } from './minimum-interest-note';
import './dashboard.css';

const STANDING_BADGE: Record<PlanStanding, string> = { ahead: 'badge badge--green', on_track: 'badge badge--teal', behind: 'badge badge--orange' };

/** The classes of a Chakra Button of size sm, for the router links that look like buttons. */
const smallButton = (variant: ButtonVariant, palette?: ButtonPalette) => buttonClass({ variant, palette, size: 'sm' });

function Welcome() {
  const steps = [
    {
      title: 'Add your debts',
      text: 'Cards, loans, medical bills: balance, rate and minimum payment.',
      to: '/debts' as const,
      hash: 'add-debt',
      action: 'Add a debt',
    },
    {
      title: 'Choose a strategy',
      text: 'Compare seven ways to pay them off and see your debt-free date.',
      to: '/strategy' as const,
      hash: undefined,
      action: 'Open Strategy',
    },
    {
      title: 'Record payments',
      text: 'Watch the balance fall and check you are on track.',
      to: '/progress' as const,
      hash: undefined,
      action: 'Open Progress',
    },
  ];
  return (
    <div className="dashboard-stack dashboard-stack--4">
      <div className="card card--md">
        <div className="card__body">
          <div className="dashboard-stack dashboard-stack--2">
            <h2 className="dashboard-heading dashboard-heading--lg">Welcome to Paydown</h2>
            <p className="dashboard-muted">Three steps to a debt-free date. Everything stays on this device and syncs when you are online.</p>
          </div>
        </div>
      </div>
      <ol className="dashboard-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="card card--md">
            <div className="card__body dashboard-step__body">
              <p className="dashboard-step__number">Step {index + 1}</p>
              <h3 className="dashboard-heading">{step.title}</h3>
              <p className="dashboard-small dashboard-muted">{step.text}</p>
              <Link
                to={step.to}
                hash={step.hash}
                className={`${index === 0 ? smallButton('solid') : smallButton('outline', 'teal')} dashboard-step__action`}
              >
                {step.action}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

interface OverviewProps {
  debts: Debt[];
  payments: Payment[];
  tables: AmortizationTable[];
  strategy: Strategy | null;
}

/** The Debt-free tile: the chosen strategy's date on today's balances (the same plan Strategy shows). */
function debtFreeTile(current: ReturnType<typeof currentPlan>): { value: string; help?: string } {
  const { plan, error } = current;
  if (error) return { value: '—', help: 'a debt needs fixing before Paydown can plan: see Strategy' };
  if (!plan) return { value: '—' };
  const strategy = strategyText(current.input.strategy, current.chosen);
  if (plan.status === 'never') return { value: 'Never', help: `with ${strategy}: raise your budget` };
  if (!plan.payoffDate) return { value: 'Now' };
  return { value: monthLabel(plan.payoffDate), help: `${durationLabel(plan.totalMonths)}, with ${strategy}` };
}

function Overview({ debts, payments, tables, strategy }: OverviewProps) {
  const [now] = useState(() => new Date());
  const thisMonth = currentMonth(now);
  const current = useMemo(() => currentPlan({ debts, strategy, tables, thisMonth }), [debts, strategy, tables, thisMonth]);
  const measured = current.measuredAgainst;
  const debtFree = debtFreeTile(current);
  const paid = paidSoFar(debts, payments);
  const due = useMemo(() => paymentsDue(debts, now, 30), [debts, now]);
  const dueTotal = due.due.reduce((sum, entry) => sum + entry.amount, 0);
  const standing = useMemo(() => (measured ? planStanding(measured.table, debts, payments, todayIso(now)) : null), [measured, debts, payments, now]);
  const owedCount = plannableDebts(debts).length;

  return (
    <div className="dashboard-stack">
      <div className="dashboard-tiles">
        <StatTile
          label="Total debt"
          value={formatMoney(paid.owedTotal)}
          help={`${owedCount} ${owedCount === 1 ? 'debt' : 'debts'} owed`}
          testId="dashboard-total-debt"
        />
        <StatTile label="Debt-free" value={debtFree.value} help={debtFree.help} testId="dashboard-debt-free" />
        <StatTile
          label="Paid off"
          value={`${Math.floor(paid.percent)}%`}
          help={`${formatMoney(paid.paidOff)} of ${formatMoney(paid.startingTotal)}`}
          testId="dashboard-paid"
        />
        <StatTile
          label="Due in 30 days"
          value={formatMoney(dueTotal)}
          help={`${due.due.length} ${due.due.length === 1 ? 'payment' : 'payments'}`}
          testId="dashboard-due-total"
        />
      </div>
      {current.plan ? <MinimumInterestNote debts={debts} thisMonth={thisMonth} never={current.plan.status === 'never'} /> : null}

      <div className="dashboard-actions" aria-label="Quick actions" role="group">
        <Link to="/debts" hash="record-payment" className={smallButton('solid')}>
          <WalletIcon /> Record a payment
        </Link>
        <Link to="/debts" hash="add-debt" className={smallButton('outline')}>
          <PlusIcon /> Add a debt
        </Link>
        <Link to="/strategy" className={smallButton('outline')}>
          <TargetIcon /> {current.chosen ? 'Adjust your plan' : 'Choose a strategy'}
        </Link>
        <Link to="/progress" className={smallButton('ghost')}>
          <ChartLineIcon /> See progress
        </Link>
      </div>

      <div className="dashboard-columns">
        <div className="card card--md">
          <div className="card__header">
            <div className="dashboard-card-title">
              <CalendarClockIcon aria-hidden />
              <h2 className="dashboard-heading">Due in the next 30 days</h2>
            </div>
          </div>
          <div className="card__body">
            {due.due.length === 0 ? (
              <p className="dashboard-muted dashboard-small">
                Nothing due in the next 30 days{due.withoutDueDay.length > 0 ? ' that Paydown knows of' : ''}.
              </p>
            ) : (
              <ul role="list" className="dashboard-due-list" data-testid="payments-due">
                {due.due.map((entry) => (
                  <li key={`${entry.debtId}-${entry.date}`} className="dashboard-due-item">
                    <div className="dashboard-due-row">
                      <div className="dashboard-due-debt">
                        <p className="dashboard-due-name">{entry.debtName}</p>
                        <p className="dashboard-small dashboard-muted">{dayLabel(entry.date)}</p>
                      </div>
                      <p className="dashboard-due-amount">{formatMoney(entry.amount)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {due.withoutDueDay.length > 0 ? (
              <p className="dashboard-fine dashboard-muted">
                No due day set for {due.withoutDueDay.map((debt) => debt.name).join(', ')}.{' '}
                <Link to="/debts" style={{ textDecoration: 'underline' }}>
                  Add one on Debts
                </Link>
              </p>
            ) : null}
          </div>
        </div>

        <div className="card card--md">
          <div className="card__header">
            <div className="dashboard-card-title dashboard-card-title--spread">
              <h2 className="dashboard-heading">Progress</h2>
              {standing ? (
                <span className={STANDING_BADGE[standing.standing]} data-testid="dashboard-standing">
                  {STANDING_LABELS[standing.standing]}
                </span>
              ) : null}
            </div>
          </div>
          <div className="card__body">
            <div className="dashboard-stack dashboard-stack--3">
              <ProgressBar value={paid.percent} label={`${Math.floor(paid.percent)}% of your debt paid off`} />
              {standing && measured ? (
                <div className="dashboard-stack dashboard-stack--2">
                  <p className="dashboard-strong" data-testid="dashboard-standing-text">
                    {standingText(standing)}
                  </p>
                  <p className="dashboard-small dashboard-muted">{standingDetail(standing)}</p>
                  <p className="dashboard-small dashboard-muted" data-testid="dashboard-measured-against">
                    {measuredAgainstText(measured, current.chosen)}
                  </p>
                </div>
              ) : null}
              <p className="dashboard-small dashboard-muted">
                {formatMoney(paid.paymentsTotal)} paid in {payments.length} {payments.length === 1 ? 'payment' : 'payments'}.
                {measured ? '' : ' Save a plan on Strategy to see whether you are on track.'}
              </p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The first screen of a signed-in start. Plain elements with static CSS (dashboard.css, lib/ui),
 * no Chakra components: it shows without loading Chakra's runtime (see app/chakra-scope.tsx).
 */
export function DashboardPage() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const tables = useAmortizationTables(uid);
  const strategy = useStrategy(uid);
  const dataLoading = debts.isLoading || payments.isLoading || tables.isLoading || strategy.isLoading;
  // The overview's amounts wait for the money formatter, made in a task of its own (use-money-format-ready.ts).
  const moneyReady = useMoneyFormatReady(!dataLoading && debts.data.length > 0);
  const loading = dataLoading || !moneyReady;
  const failure = debts.error ?? payments.error ?? tables.error ?? strategy.error;
  const failed = failure !== null;
  // The first screen of a signed-in start: it replaces the copy painted at start once its data is
  // here, and saves itself as the next start's copy (never a failure: that is not worth repeating).
  useScreenSnapshot(failed ? null : uid, !loading);
  return (
    <>
      <PageHeading title="Dashboard" description="Your debts, your debt-free date and what is due next." />
      {failure ? (
        <DataReadError error={failure} />
      ) : loading ? (
        <span className="spinner" aria-label="Loading your dashboard" />
      ) : debts.data.length === 0 ? (
        <Welcome />
      ) : (
        <Overview debts={debts.data} payments={payments.data} tables={tables.data} strategy={strategy.data} />
      )}
    </>
  );
}
