import { Box, EmptyState, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { SearchXIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney, formatPercent } from '@/lib/money';
import { closureVerb } from '@/planning/debt-closure';
import { isOwed, takesStatements } from '@/planning/debt-status';
import type { CurrentPlan } from '@/planning/current-plan';
import { STRATEGY_LABELS, type PlanDebtSummary, type PlanResult } from '@/payoff/index';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { ChartFallback } from '@/lib/ui/chart-fallback';
import { DataReadError } from '@/lib/ui/data-read-error';
import { DebtIcon } from '@/lib/ui/debt-icon';
import { Heading } from '@/lib/ui/heading';
import { Spinner } from '@/lib/ui/spinner';
import { StatTile } from '@/lib/ui/stat-tile';
import { ScheduleCardHeader } from './schedule-card-header';
import { DownloadScheduleButton } from './download-schedule-button';
import { ExtraOnDebtCard } from './extra-on-debt-card';
import { OneDebtTable } from './payoff-schedule';
import { useCurrentPlan } from './use-current-plan';

const DebtPaymentsChart = lazy(() => import('./debt-payments-chart'));

function BackToDebts() {
  return (
    <Box>
      <Button asChild size="sm" variant="ghost">
        <Link to="/debts">← All debts</Link>
      </Button>
    </Box>
  );
}

function Title({ debt }: { debt: Debt }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        <DebtIcon debt={debt} />
        {debt.name}
      </Heading>
      <Text color="fg.muted" data-testid="debt-facts">
        {formatMoney(Math.max(debt.balance, 0))} owed · {formatPercent(debt.interestRate)} APR · {formatMoney(debt.minimumPayment)} minimum
      </Text>
      {takesStatements(debt) ? (
        <Box>
          <Button asChild size="sm" variant="outline">
            <Link to="/debts" hash={`statement-${debt.id}`}>
              Update from statement
            </Link>
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function NotFound() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel" data-testid="debt-not-found">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchXIcon />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">No such debt</EmptyState.Title>
        <EmptyState.Description>This debt does not exist, or it was deleted. Your debts are all listed on Debts.</EmptyState.Description>
        <Button asChild colorPalette="accent" size="sm">
          <Link to="/debts">Go to your debts</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function PlannedDebt({ debt, summary, plan, current }: { debt: Debt; summary: PlanDebtSummary; plan: PlanResult; current: CurrentPlan }) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile
          label="Paid off"
          value={summary.payoffDate ? monthLabel(summary.payoffDate) : 'Never'}
          help={summary.payoffMonth ? `in ${durationLabel(summary.payoffMonth)}` : 'Not within 100 years on this plan'}
          testId="debt-payoff-date"
        />
        <StatTile label="Interest on this debt" value={summary.totalInterest === null ? 'No total' : formatMoney(summary.totalInterest)} testId="debt-total-interest" />
        <StatTile label="Paid in all" value={summary.totalPaid === null ? 'No total' : formatMoney(summary.totalPaid)} help={summary.fee > 0 ? `including a ${formatMoney(summary.fee)} fee` : undefined} />
        <StatTile label="Plan" value={STRATEGY_LABELS[plan.strategyType]} help={`${formatMoney(current.input.strategy.monthlyBudget)} a month${current.chosen ? '' : ', suggested'}`} />
      </SimpleGrid>
      <ExtraOnDebtCard input={current.input} plan={plan} debtId={debt.id} name={debt.name} />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Principal and interest
          </Heading>
        </Card.Header>
        <Card.Body>
          <Suspense fallback={<ChartFallback height={280} label="Loading the payments chart" />}>
            <DebtPaymentsChart plan={plan} debtId={debt.id} name={debt.name} />
          </Suspense>
        </Card.Body>
      </Card.Root>
      <Card.Root data-testid="debt-schedule">
        <ScheduleCardHeader
          description={`Each payment under your ${STRATEGY_LABELS[plan.strategyType]} plan from ${monthLabel(plan.startMonth)}.`}
          actions={<DownloadScheduleButton plan={plan} debtId={debt.id} />}
        />
        <Card.Body>
          <Box overflowX="auto" maxH="32rem" overflowY="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Schedule table (scrolls)">
            <OneDebtTable debt={summary} months={plan.months} />
          </Box>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function DebtPlan({ debt, current }: { debt: Debt; current: CurrentPlan }) {
  const summary = current.plan?.debts.find((entry) => entry.id === debt.id);
  if (!isOwed(debt)) {
    return (
      <Alert.Root status="success" data-testid="debt-not-in-plan">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not in your plan</Alert.Title>
          <Alert.Description>
            This debt is {closureVerb(debt)}, so your plan has no more payments for it.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (current.error || !current.plan || !summary) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>A debt needs fixing before Paydown can plan</Alert.Title>
          <Alert.Description>
            {current.error ?? 'This debt is not in your plan.'} <Link to="/debts">Open Debts</Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <PlannedDebt debt={debt} summary={summary} plan={current.plan} current={current} />;
}

/** One debt in depth: its facts, its payments under the current plan, and what paying more on it would save. */
export function DebtPlanPage() {
  const { debtId } = useParams({ strict: false });
  const { loading, failure, debts, current } = useCurrentPlan();
  const debt = debts.find((entry) => entry.id === debtId);
  return (
    <Stack gap="4">
      <BackToDebts />
      {failure ? (
        <DataReadError error={failure} />
      ) : loading || !current ? (
        <Spinner aria-label="Loading the debt" />
      ) : !debt ? (
        <NotFound />
      ) : (
        <>
          <Title debt={debt} />
          <DebtPlan debt={debt} current={current} />
        </>
      )}
    </Stack>
  );
}
