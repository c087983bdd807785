import { Alert, Badge, Box, Button, Card, Collapsible, EmptyState, HStack, Heading, List, Progress, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useMemo, useState } from 'react';
import { ChartLineIcon, FlagIcon, TrophyIcon } from 'lucide-react';
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { usePayments } from '@/data/payments/use-payments';
import { parseDebtPriorities } from '@/data/strategies/debt-priorities';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, dayLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { clearedDebts } from '@/lib/planner/cleared-debts';
import { plannableDebts, strategyForPlanning, suggestedBudget } from '@/lib/planner/current-plan';
import { estimateInterestSoFar } from '@/lib/planner/interest-estimate';
import { STANDING_LABELS, planStanding, type PlanStanding } from '@/lib/planner/plan-standing';
import { paidSoFar } from '@/lib/planner/recorded-balances';
import { pickSavedPlan, savedPlanStart } from '@/lib/planner/saved-plan';
import { todayIso } from '@/lib/today';
import { ChartFallback } from '@/lib/ui/chart-fallback';
import { PageHeading } from '@/lib/ui/page-heading';
import { StatTile } from '@/lib/ui/stat-tile';
import { STRATEGY_LABELS, compareStrategies, planPayoff } from '@/payoff/index';
import { progressSeries } from './progress-series';

const ProgressChart = lazy(() => import('./progress-chart'));

const STANDING_PALETTE: Record<PlanStanding, string> = { ahead: 'green', on_track: 'teal', behind: 'orange' };

/** The plan the user is on today (their strategy on today's balances), for savings and upcoming milestones. */
function useCurrentPlan(debts: Debt[], strategy: Strategy | null, thisMonth: string) {
  return useMemo(() => {
    const owed = plannableDebts(debts);
    if (owed.length === 0) return null;
    try {
      const input = { startMonth: thisMonth, debts: owed, strategy: strategyForPlanning(strategy, suggestedBudget(owed, thisMonth)) };
      return { plan: planPayoff(input), comparison: compareStrategies(input) };
    } catch {
      return null;
    }
  }, [debts, strategy, thisMonth]);
}

function ProgressView({ debts, payments, tables, strategy }: { debts: Debt[]; payments: Payment[]; tables: AmortizationTable[]; strategy: Strategy | null }) {
  const [thisMonth] = useState(() => currentMonth());
  const today = todayIso();
  const saved = pickSavedPlan(tables, strategy?.type);
  const points = useMemo(() => progressSeries(debts, payments, saved, thisMonth), [debts, payments, saved, thisMonth]);
  const paid = paidSoFar(debts, payments);
  const interest = useMemo(() => estimateInterestSoFar(debts, payments, today), [debts, payments, today]);
  const standing = saved ? planStanding(saved, parseDebtPriorities(saved.debtIds), payments, thisMonth) : null;
  const current = useCurrentPlan(debts, strategy, thisMonth);
  const savingType = saved?.strategyType ?? strategy?.type ?? current?.plan.strategyType;
  const saving = current?.comparison.find((summary) => summary.type === savingType)?.interestSavedVsMinimums ?? null;
  const cleared = clearedDebts(debts, payments);
  const upcoming = (current?.plan.debts ?? []).filter((debt) => debt.payoffDate !== null).sort((a, b) => (a.payoffMonth ?? 0) - (b.payoffMonth ?? 0));
  const now = points.find((point) => point.month === thisMonth);
  const summary =
    `Recorded balance now ${formatMoney(paid.owedTotal)}.` +
    (saved && now?.planned != null ? ` The saved plan expects ${formatMoney(now.planned)} by the end of ${monthLabel(thisMonth)}.` : '');

  return (
    <Stack gap="6">
      <Card.Root bg="bg.panel">
        <Card.Body>
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">{Math.floor(paid.percent)}% paid off</Text>
              <Text fontSize="sm" color="fg.muted" data-testid="progress-paid">
                {formatMoney(paid.paidOff)} of {formatMoney(paid.startingTotal)}
              </Text>
            </HStack>
            <Progress.Root value={paid.percent} colorPalette="teal" size="lg" aria-label={`${Math.floor(paid.percent)}% of your debt paid off`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Left to pay" value={formatMoney(paid.owedTotal)} help={`${formatMoney(paid.paymentsTotal)} paid so far`} testId="progress-owed" />
        <StatTile
          label="Interest so far"
          value={formatMoney(interest)}
          help="estimate: each day's balance × APR ÷ 365"
          testId="progress-interest"
        />
        <StatTile
          label="Saved vs minimums"
          value={saving === null ? '—' : formatMoney(saving)}
          help={savingType ? `interest, with ${STRATEGY_LABELS[savingType]} on today's balances` : undefined}
        />
        <StatTile
          label="Against your plan"
          value={standing ? <Badge colorPalette={STANDING_PALETTE[standing.standing]} size="lg">{STANDING_LABELS[standing.standing]}</Badge> : '—'}
          help={
            standing
              ? `${formatMoney(standing.paid)} paid since ${monthLabel(standing.start, 'short')}; plan: ${formatMoney(standing.expectedThrough)} by the end of this month`
              : 'save a plan to compare'
          }
          testId="progress-standing"
        />
      </SimpleGrid>

      {!saved ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No saved plan yet</Alert.Title>
            <Alert.Description>
              Save a plan on the Strategy screen to see the balance it expects beside yours, and whether you are ahead or behind.{' '}
              <Link to="/strategy" style={{ textDecoration: 'underline' }}>
                Choose a strategy
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Card.Root bg="bg.panel">
        <Card.Header>
          <Heading as="h2" size="md">
            Balance over time
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="progress-summary">
            {summary}
          </Text>
        </Card.Header>
        <Card.Body>
          <Suspense fallback={<ChartFallback height={300} label="Loading the progress chart" />}>
            <ProgressChart points={points} thisMonth={thisMonth} summary={summary} />
          </Suspense>
          <Text fontSize="xs" color="fg.muted" mt="3">
            Your recorded balance goes down by each payment you record and only includes new interest when you update a debt’s balance from a statement;
            the plan’s balance includes the interest it expects. {saved ? `Saved plan: ${STRATEGY_LABELS[saved.strategyType]}, from ${monthLabel(savedPlanStart(saved))}.` : ''}
          </Text>
          <Collapsible.Root mt="2">
            <Collapsible.Trigger asChild>
              <Button size="xs" variant="ghost">
                Show the numbers
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box overflowX="auto" position="relative" mt="2" maxH="24rem" overflowY="auto">
                <Table.Root size="sm" aria-label="Balance by month" data-testid="progress-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Month</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Recorded</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Saved plan</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {points.map((point) => (
                      <Table.Row key={point.month}>
                        <Table.Cell>{monthLabel(point.month, 'short')}</Table.Cell>
                        <Table.Cell textAlign="end">{point.recorded === null ? '—' : formatMoney(point.recorded)}</Table.Cell>
                        <Table.Cell textAlign="end">{point.planned === null ? '—' : formatMoney(point.planned)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root bg="bg.panel">
          <Card.Header>
            <HStack gap="2">
              <TrophyIcon aria-hidden />
              <Heading as="h2" size="md">
                Debts cleared
              </Heading>
            </HStack>
          </Card.Header>
          <Card.Body>
            {cleared.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                Your first cleared debt will show here.{upcoming[0] ? ` On your plan that is ${upcoming[0].name}, in ${monthLabel(upcoming[0].payoffDate ?? thisMonth)}.` : ''}
              </Text>
            ) : (
              <List.Root gap="2" variant="plain" data-testid="cleared-debts">
                {cleared.map((debt) => (
                  <List.Item key={debt.id}>
                    <Text>
                      <Text as="span" fontWeight="medium">
                        {debt.name}
                      </Text>{' '}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        paid off {dayLabel(debt.date)}
                      </Text>
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root bg="bg.panel">
          <Card.Header>
            <HStack gap="2">
              <FlagIcon aria-hidden />
              <Heading as="h2" size="md">
                Next milestones
              </Heading>
            </HStack>
          </Card.Header>
          <Card.Body>
            {upcoming.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                Nothing planned yet.
              </Text>
            ) : (
              <List.Root gap="2" variant="plain">
                {upcoming.slice(0, 5).map((debt) => (
                  <List.Item key={debt.id}>
                    <Text>
                      <Text as="span" fontWeight="medium">
                        {debt.name}
                      </Text>{' '}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        paid off in {monthLabel(debt.payoffDate ?? thisMonth)}
                      </Text>
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

export function ProgressPage() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const tables = useAmortizationTables(uid);
  const strategy = useStrategy(uid);
  const loading = debts.isLoading || payments.isLoading || tables.isLoading || strategy.isLoading;
  return (
    <>
      <PageHeading title="Progress" description="How far you have come against your plan." />
      {loading ? (
        <Spinner aria-label="Loading your progress" />
      ) : debts.data.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ChartLineIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>Nothing to track yet</EmptyState.Title>
            <EmptyState.Description>Add your debts, save a plan on Strategy and record payments: your progress shows here.</EmptyState.Description>
            <Button asChild colorPalette="teal" size="sm">
              <Link to="/debts" hash="add-debt">
                Add a debt
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ProgressView debts={debts.data} payments={payments.data} tables={tables.data} strategy={strategy.data} />
      )}
    </>
  );
}
