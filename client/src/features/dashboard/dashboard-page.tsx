import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ChartLineIcon, PlusIcon, TargetIcon, WalletIcon } from 'lucide-react';
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { useCharges, usePayments } from '@/data/payments/use-payments';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useReminderSettings } from '@/data/users/use-reminder-settings';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { useMoneyFormatReady } from './use-money-format-ready';
import { currentPlan, plannableDebts } from '@/planning/current-plan';
import { followingText, measuredAgainstText, standingDetail, standingText, strategyText } from '@/planning/current-plan-text';
import { dueSoonAndOverdue } from '@/planning/due-soon';
import { STANDING_LABELS, planStanding, type PlanStanding } from '@/planning/plan-standing';
import { paidSoFar } from '@/planning/recorded-balances';
import { todayIso } from '@/lib/today';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { DataReadError } from '@/lib/ui/data-read-error';
import { Heading } from '@/lib/ui/heading';
import type { Palette } from '@/lib/ui/kit.styles';
import { PageHeading } from '@/lib/ui/page-heading';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { Spinner } from '@/lib/ui/spinner';
import { StatTile } from '@/lib/ui/stat-tile';
import { cx } from '@/lib/ui/static-styles';
import { useScreenSnapshot } from '@/start-up/use-screen-snapshot';
import { dashboard } from './dashboard.styles';
import { DUE_SOON_DAYS, DueSoonCard } from './due-soon-card';
import { DebtFreeCountdown } from './debt-free-countdown';
import { MinimumInterestNote } from './minimum-interest-note';

const STANDING_PALETTE: Record<PlanStanding, Palette> = { ahead: 'green', on_track: 'accent', behind: 'orange' };

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
    <div className={dashboard.stack4}>
      <Card.Root>
        <Card.Body>
          <div className={dashboard.stack2}>
            <Heading size="lg">Welcome to Paydown</Heading>
            <p className={dashboard.muted}>Three steps to a debt-free date. Everything stays on this device and syncs when you are online.</p>
          </div>
        </Card.Body>
      </Card.Root>
      <ol className={dashboard.steps}>
        {steps.map((step, index) => (
          <Card.Root key={step.title} as="li">
            <Card.Body className={dashboard.stepBody}>
              <p className={dashboard.stepNumber}>Step {index + 1}</p>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <p className={cx(dashboard.small, dashboard.muted)}>{step.text}</p>
              <Button asChild size="sm" variant={index === 0 ? 'solid' : 'outline'} colorPalette="accent" className={dashboard.stepAction}>
                <Link to={step.to} hash={step.hash}>
                  {step.action}
                </Link>
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </ol>
    </div>
  );
}

interface OverviewProps {
  debts: Debt[];
  payments: Payment[];
  /** Interest and fees charged (from statements): what payments covered of them is not paid down. */
  charges: Payment[];
  tables: AmortizationTable[];
  strategy: Strategy | null;
}

/** The Debt-free tile: the current plan's date on today's balances (the same plan Strategy shows). */
function debtFreeTile(current: ReturnType<typeof currentPlan>): { value: string; help?: string } {
  const { plan, error } = current;
  if (error) return { value: '—', help: 'a debt needs fixing before Paydown can plan: see Strategy' };
  if (!plan) return { value: '—' };
  // The chosen plan by its name (the line under the tiles says what it is); the suggestion in full.
  const strategy = current.chosen && current.name ? `“${current.name}”` : strategyText(current.input.strategy, current.chosen);
  if (plan.status === 'never') return { value: 'Never', help: `with ${strategy}: raise your budget` };
  if (!plan.payoffDate) return { value: 'Now' };
  return { value: monthLabel(plan.payoffDate), help: `${durationLabel(plan.totalMonths)}, with ${strategy}` };
}

function Overview({ debts, payments, charges, tables, strategy }: OverviewProps) {
  const [now] = useState(() => new Date());
  const thisMonth = currentMonth(now);
  const current = useMemo(() => currentPlan({ debts, strategy, tables, thisMonth }), [debts, strategy, tables, thisMonth]);
  const measured = current.measuredAgainst;
  const debtFree = debtFreeTile(current);
  const paid = useMemo(() => paidSoFar(debts, [...payments, ...charges]), [debts, payments, charges]);
  // One list of due dates for the "Due in 30 days" tile and the due-soon card: its dates from today on are the tile's.
  const { daysBefore } = useReminderSettings();
  const dueSoon = useMemo(
    () => dueSoonAndOverdue({ debts, payments, today: todayIso(now), dueSoonDays: daysBefore, aheadDays: DUE_SOON_DAYS, overdueDays: DUE_SOON_DAYS }),
    [debts, payments, now, daysBefore],
  );
  const dueTotal = dueSoon.ahead.reduce((sum, entry) => sum + entry.amount, 0);
  const standing = useMemo(() => (measured ? planStanding(measured.table, debts, payments, todayIso(now)) : null), [measured, debts, payments, now]);
  const owedCount = plannableDebts(debts).length;

  return (
    <div className={dashboard.stack}>
      <DebtFreeCountdown debts={debts} paid={paid} current={current} />
      <div className={dashboard.tiles}>
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
          help={`${dueSoon.ahead.length} ${dueSoon.ahead.length === 1 ? 'payment' : 'payments'}`}
          testId="dashboard-due-total"
        />
      </div>
      {current.chosen ? (
        <p className={cx(dashboard.small, dashboard.muted)} data-testid="dashboard-following">
          {followingText(current.input, current.chosen, current.name)}
        </p>
      ) : null}
      {current.plan ? <MinimumInterestNote debts={debts} thisMonth={thisMonth} never={current.plan.status === 'never'} /> : null}

      <div className={dashboard.actions} aria-label="Quick actions" role="group">
        <Button asChild size="sm" colorPalette="accent">
          <Link to="/debts" hash="record-payment">
            <WalletIcon /> Record a payment
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/debts" hash="add-debt">
            <PlusIcon /> Add a debt
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/strategy">
            <TargetIcon /> {current.chosen ? 'Adjust your plan' : 'Choose a strategy'}
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link to="/progress">
            <ChartLineIcon /> See progress
          </Link>
        </Button>
      </div>

      <div className={dashboard.columns}>
        <DueSoonCard debts={debts} dueSoon={dueSoon} />

        <Card.Root>
          <Card.Header>
            <div className={dashboard.cardTitleSpread}>
              <Heading size="md">Progress</Heading>
              {standing ? (
                <Badge colorPalette={STANDING_PALETTE[standing.standing]} data-testid="dashboard-standing">
                  {STANDING_LABELS[standing.standing]}
                </Badge>
              ) : null}
            </div>
          </Card.Header>
          <Card.Body>
            <div className={dashboard.stack3}>
              <ProgressBar value={paid.percent} label={`${Math.floor(paid.percent)}% of your debt paid off`} />
              {standing && measured ? (
                <div className={dashboard.stack2}>
                  <p className={dashboard.strong} data-testid="dashboard-standing-text">
                    {standingText(standing)}
                  </p>
                  <p className={cx(dashboard.small, dashboard.muted)}>{standingDetail(standing)}</p>
                  <p className={cx(dashboard.small, dashboard.muted)} data-testid="dashboard-measured-against">
                    {measuredAgainstText(measured, current.chosen)}
                  </p>
                </div>
              ) : null}
              <p className={cx(dashboard.small, dashboard.muted)}>
                {formatMoney(paid.paymentsTotal)} paid in {payments.length} {payments.length === 1 ? 'payment' : 'payments'}.
                {measured ? '' : ' Save a plan on Strategy to see whether you are on track.'}
              </p>
            </div>
          </Card.Body>
        </Card.Root>
      </div>
    </div>
  );
}

/**
 * The first screen of a signed-in start: the kit's static controls (lib/ui) and static classes
 * (dashboard.styles.ts), no Chakra runtime: it shows without loading it (see app/chakra-scope.tsx).
 */
export function DashboardPage() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const charges = useCharges(uid);
  const tables = useAmortizationTables(uid);
  const strategy = useStrategy(uid);
  const dataLoading = debts.isLoading || payments.isLoading || charges.isLoading || tables.isLoading || strategy.isLoading;
  // The overview's amounts wait for the money formatter, made in a task of its own (use-money-format-ready.ts).
  const moneyReady = useMoneyFormatReady(!dataLoading && debts.data.length > 0);
  const loading = dataLoading || !moneyReady;
  const failure = debts.error ?? payments.error ?? charges.error ?? tables.error ?? strategy.error;
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
        <Spinner aria-label="Loading your dashboard" />
      ) : debts.data.length === 0 ? (
        <Welcome />
      ) : (
        <Overview debts={debts.data} payments={payments.data} charges={charges.data} tables={tables.data} strategy={strategy.data} />
      )}
    </>
  );
}
