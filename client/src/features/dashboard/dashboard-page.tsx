import { Badge, Box, Button, Card, Flex, HStack, Heading, List, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CalendarClockIcon, ChartLineIcon, PlusIcon, TargetIcon, WalletIcon } from 'lucide-react';
import type { AmortizationTable, Debt, FinancialGoals, Payment, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { useFinancialGoals } from '@/data/financial-goals/use-financial-goals';
import { usePayments } from '@/data/payments/use-payments';
import { parseDebtPriorities } from '@/data/strategies/debt-priorities';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, dayLabel, durationLabel, monthLabel, monthsBetween } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { minimumsThisMonth, plannableDebts, strategyForPlanning, suggestedBudget } from '@/lib/planner/current-plan';
import { paymentsDue } from '@/lib/planner/payments-due';
import { STANDING_LABELS, planStanding, type PlanStanding } from '@/lib/planner/plan-standing';
import { paidSoFar } from '@/lib/planner/recorded-balances';
import { pickSavedPlan } from '@/lib/planner/saved-plan';
import { PageHeading } from '@/lib/ui/page-heading';
import { StatTile } from '@/lib/ui/stat-tile';
import { STRATEGY_LABELS, compareStrategies, recommendStrategy } from '@/payoff/index';

const STANDING_PALETTE: Record<PlanStanding, string> = { ahead: 'green', on_track: 'teal', behind: 'orange' };

/** The debt-free date to show: the saved plan's, else the recommended strategy's on today's balances. */
function useDebtFreeDate(debts: Debt[], strategy: Strategy | null, goals: FinancialGoals | null, saved: AmortizationTable | null, thisMonth: string) {
  return useMemo(() => {
    if (saved) return { date: saved.payoffDate?.slice(0, 7) ?? null, source: `your saved ${STRATEGY_LABELS[saved.strategyType]} plan`, never: false };
    const owed = plannableDebts(debts);
    if (owed.length === 0) return null;
    try {
      const strategyInput = strategyForPlanning(strategy, suggestedBudget(minimumsThisMonth(owed, thisMonth) ?? 0));
      const comparison = compareStrategies({ startMonth: thisMonth, debts: owed, strategy: strategyInput });
      const recommendation = recommendStrategy(goals, comparison);
      const summary = comparison.find((entry) => entry.type === recommendation.type);
      return {
        date: summary?.payoffDate ?? null,
        source: `${STRATEGY_LABELS[recommendation.type]} (recommended) at ${formatMoney(strategyInput.monthlyBudget)} a month`,
        never: summary?.status === 'never',
      };
    } catch {
      return null;
    }
  }, [debts, strategy, goals, saved, thisMonth]);
}

function Welcome() {
  const steps = [
    { title: 'Add your debts', text: 'Cards, loans, medical bills: balance, rate and minimum payment.', to: '/debts' as const, hash: 'add-debt', action: 'Add a debt' },
    { title: 'Choose a strategy', text: 'Compare seven ways to pay them off and see your debt-free date.', to: '/strategy' as const, hash: undefined, action: 'Open Strategy' },
    { title: 'Record payments', text: 'Watch the balance fall and check you are on track.', to: '/progress' as const, hash: undefined, action: 'Open Progress' },
  ];
  return (
    <Stack gap="4">
      <Card.Root bg="bg.panel">
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="lg">
              Welcome to Paydown
            </Heading>
            <Text color="fg.muted">Three steps to a debt-free date. Everything stays on this device and syncs when you are online.</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="ol" listStyleType="none" p="0" m="0">
        {steps.map((step, index) => (
          <Card.Root as="li" key={step.title} bg="bg.panel">
            <Card.Body gap="2">
              <Text fontSize="sm" color="teal.fg" fontWeight="semibold">
                Step {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {step.text}
              </Text>
              <Button asChild size="sm" colorPalette="teal" variant={index === 0 ? 'solid' : 'outline'} alignSelf="start" mt="auto">
                <Link to={step.to} hash={step.hash}>
                  {step.action}
                </Link>
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface OverviewProps {
  debts: Debt[];
  payments: Payment[];
  tables: AmortizationTable[];
  strategy: Strategy | null;
  goals: FinancialGoals | null;
}

function Overview({ debts, payments, tables, strategy, goals }: OverviewProps) {
  const [now] = useState(() => new Date());
  const thisMonth = currentMonth(now);
  const saved = pickSavedPlan(tables, strategy?.type);
  const debtFree = useDebtFreeDate(debts, strategy, goals, saved, thisMonth);
  const paid = paidSoFar(debts, payments);
  const due = useMemo(() => paymentsDue(debts, now, 30), [debts, now]);
  const dueTotal = due.due.reduce((sum, entry) => sum + entry.amount, 0);
  const standing = saved ? planStanding(saved, parseDebtPriorities(saved.debtIds), payments, thisMonth) : null;
  const owedCount = plannableDebts(debts).length;

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Total debt" value={formatMoney(paid.owedTotal)} help={`${owedCount} ${owedCount === 1 ? 'debt' : 'debts'} owed`} testId="dashboard-total-debt" />
        <StatTile
          label="Debt-free"
          value={debtFree === null ? '—' : debtFree.never ? 'Never' : debtFree.date ? monthLabel(debtFree.date) : 'Now'}
          help={
            debtFree === null
              ? undefined
              : debtFree.never
                ? `with ${debtFree.source}: raise your budget`
                : debtFree.date
                  ? `${durationLabel(Math.max(monthsBetween(thisMonth, debtFree.date) + 1, 0))}, with ${debtFree.source}`
                  : undefined
          }
          testId="dashboard-debt-free"
        />
        <StatTile label="Paid off" value={`${Math.floor(paid.percent)}%`} help={`${formatMoney(paid.paidOff)} of ${formatMoney(paid.startingTotal)}`} testId="dashboard-paid" />
        <StatTile label="Due in 30 days" value={formatMoney(dueTotal)} help={`${due.due.length} ${due.due.length === 1 ? 'payment' : 'payments'}`} testId="dashboard-due-total" />
      </SimpleGrid>

      <Flex gap="2" wrap="wrap" aria-label="Quick actions" role="group">
        <Button asChild colorPalette="teal" size="sm">
          <Link to="/debts" hash="record-payment">
            <WalletIcon /> Record a payment
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/debts" hash="add-debt">
            <PlusIcon /> Add a debt
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/strategy">
            <TargetIcon /> {saved ? 'Adjust your plan' : 'Choose a strategy'}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/progress">
            <ChartLineIcon /> See progress
          </Link>
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Card.Root bg="bg.panel">
          <Card.Header>
            <HStack gap="2">
              <CalendarClockIcon aria-hidden />
              <Heading as="h2" size="md">
                Due in the next 30 days
              </Heading>
            </HStack>
          </Card.Header>
          <Card.Body>
            {due.due.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                Nothing due in the next 30 days{due.withoutDueDay.length > 0 ? ' that Paydown knows of' : ''}.
              </Text>
            ) : (
              <List.Root variant="plain" gap="2" data-testid="payments-due">
                {due.due.map((entry) => (
                  <List.Item key={`${entry.debtId}-${entry.date}`}>
                    <Flex justify="space-between" gap="3" w="full">
                      <Box minW="0">
                        <Text fontWeight="medium" overflowWrap="anywhere">
                          {entry.debtName}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {dayLabel(entry.date)}
                        </Text>
                      </Box>
                      <Text fontWeight="medium" whiteSpace="nowrap">
                        {formatMoney(entry.amount)}
                      </Text>
                    </Flex>
                  </List.Item>
                ))}
              </List.Root>
            )}
            {due.withoutDueDay.length > 0 ? (
              <Text fontSize="xs" color="fg.muted" mt="3">
                No due day set for {due.withoutDueDay.map((debt) => debt.name).join(', ')}.{' '}
                <Link to="/debts" style={{ textDecoration: 'underline' }}>
                  Add one on Debts
                </Link>
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>

        <Card.Root bg="bg.panel">
          <Card.Header>
            <HStack gap="2" justify="space-between" wrap="wrap">
              <Heading as="h2" size="md">
                Progress
              </Heading>
              {standing ? (
                <Badge colorPalette={STANDING_PALETTE[standing.standing]} data-testid="dashboard-standing">
                  {STANDING_LABELS[standing.standing]}
                </Badge>
              ) : null}
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Progress.Root value={paid.percent} colorPalette="teal" aria-label={`${Math.floor(paid.percent)}% of your debt paid off`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted">
                {formatMoney(paid.paymentsTotal)} paid in {payments.length} {payments.length === 1 ? 'payment' : 'payments'}.
                {standing
                  ? ` Since ${monthLabel(standing.start, 'short')} you have paid ${formatMoney(standing.paid)}; the plan asks ${formatMoney(standing.expectedThrough)} by the end of this month.`
                  : ' Save a plan on Strategy to see whether you are on track.'}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardPage() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const tables = useAmortizationTables(uid);
  const strategy = useStrategy(uid);
  const goals = useFinancialGoals(uid);
  const loading = debts.isLoading || payments.isLoading || tables.isLoading || strategy.isLoading || goals.isLoading;
  return (
    <>
      <PageHeading title="Dashboard" description="Your debts, your debt-free date and what is due next." />
      {loading ? (
        <Spinner aria-label="Loading your dashboard" />
      ) : debts.data.length === 0 ? (
        <Welcome />
      ) : (
        <Overview debts={debts.data} payments={payments.data} tables={tables.data} strategy={strategy.data} goals={goals.data} />
      )}
    </>
  );
}
