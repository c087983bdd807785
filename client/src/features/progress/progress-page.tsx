import { EmptyState, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ChartLineIcon, FlagIcon, TrophyIcon } from 'lucide-react';
import type { AmortizationTable, Debt, Payment, Strategy } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { useCharges, usePayments } from '@/data/payments/use-payments';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, dayLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { clearedDebts } from '@/planning/cleared-debts';
import { currentPlan } from '@/planning/current-plan';
import { followingText, measuredAgainstText, standingDetail, standingText } from '@/planning/current-plan-text';
import { STANDING_LABELS, planStanding, type PlanStanding } from '@/planning/plan-standing';
import { paidSoFar, type PaidSoFar } from '@/planning/recorded-balances';
import { todayIso } from '@/lib/today';
import { DataReadError } from '@/lib/ui/data-read-error';
import { DebtIconFor } from '@/lib/ui/debt-icon';
import { PageHeading } from '@/lib/ui/page-heading';
import { StatTile } from '@/lib/ui/stat-tile';
import { PrincipalAndInterest } from './principal-and-interest';
import { MilestonesCard } from './milestones-card';
import { BalanceOverTime } from './balance-over-time';
import { InterestSoFarTile } from './interest-so-far-tile';
import { SavedVsMinimumsTile } from './saved-vs-minimums-tile';
import { Alert } from '@/lib/ui/alert';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { ProgressBar } from '@/lib/ui/progress-bar';
import { ShowAllButton, useShowAll } from '@/lib/ui/show-all';
import { Spinner } from '@/lib/ui/spinner';
import type { Palette } from '@/lib/ui/kit.styles';

/** What "paid off" leaves out, so its total is not mistaken for everything that was owed; null when nothing is left out. */
function notPaidDownText({ closedUnpaidTotal, creditTotal }: PaidSoFar): string | null {
  const parts = [
    closedUnpaidTotal > 0 ? `${formatMoney(closedUnpaidTotal)} left on debts closed without being paid off (settled, forgiven or refinanced)` : null,
    creditTotal > 0 ? `${formatMoney(creditTotal)} paid beyond what was owed, kept as a credit` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `Not counted as paid down: ${parts.join('; ')}.` : null;
}

const STANDING_PALETTE: Record<PlanStanding, Palette> = { ahead: 'green', on_track: 'accent', behind: 'orange' };

function ProgressView({ debts, payments, charges, tables, strategy }: { debts: Debt[]; payments: Payment[]; charges: Payment[]; tables: AmortizationTable[]; strategy: Strategy | null }) {
  const [thisMonth] = useState(() => currentMonth());
  const today = todayIso();
  const current = useMemo(() => currentPlan({ debts, strategy, tables, thisMonth }), [debts, strategy, tables, thisMonth]);
  const measured = current.measuredAgainst;
  const saved = measured?.table ?? null;
  // Payments and the interest and fees charged from statements: the recorded balances rise by the charges.
  const entries = useMemo(() => [...payments, ...charges], [payments, charges]);
  const paid = useMemo(() => paidSoFar(debts, entries), [debts, entries]);
  const standing = useMemo(() => (saved ? planStanding(saved, debts, payments, today) : null), [saved, debts, payments, today]);
  const cleared = useMemo(() => clearedDebts(debts, payments), [debts, payments]);
  const clearedList = useShowAll(cleared);
  const notPaidDown = notPaidDownText(paid);
  const upcoming = (current.plan?.debts ?? []).filter((debt) => debt.payoffDate !== null).sort((a, b) => (a.payoffMonth ?? 0) - (b.payoffMonth ?? 0));

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">{Math.floor(paid.percent)}% paid off</Text>
              <Text fontSize="sm" color="fg.muted" data-testid="progress-paid">
                {formatMoney(paid.paidOff)} of {formatMoney(paid.startingTotal)}
              </Text>
            </HStack>
            <ProgressBar value={paid.percent} size="lg" label={`${Math.floor(paid.percent)}% of your debt paid off`} />
            {notPaidDown ? (
              <Text fontSize="xs" color="fg.muted" data-testid="progress-not-counted">
                {notPaidDown}
              </Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatTile label="Left to pay" value={formatMoney(paid.owedTotal)} help={`${formatMoney(paid.paymentsTotal)} paid so far`} testId="progress-owed" />
        <InterestSoFarTile debts={debts} entries={entries} fromStatements={charges.length > 0} today={today} />
        <SavedVsMinimumsTile current={current} />
        <StatTile
          label="Against your plan"
          value={standing ? <Badge colorPalette={STANDING_PALETTE[standing.standing]} size="lg">{STANDING_LABELS[standing.standing]}</Badge> : '—'}
          help={standing ? standingText(standing) : 'save a plan to compare'}
          testId="progress-standing"
        />
      </SimpleGrid>

      <PrincipalAndInterest paid={paid} />

      <Stack gap="1" fontSize="sm" color="fg.muted">
        <Text data-testid="progress-current-strategy">{followingText(current.input, current.chosen, current.name)}</Text>
        {measured && standing ? (
          <Text data-testid="progress-measured-against">
            {measuredAgainstText(measured, current.chosen)} {standingDetail(standing)}
          </Text>
        ) : null}
      </Stack>

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

      <BalanceOverTime debts={debts} entries={entries} measured={measured} owedTotal={paid.owedTotal} thisMonth={thisMonth} />

      <MilestonesCard debts={debts} entries={entries} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
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
              <List.Root gap="2" variant="plain" data-testid="cleared-debts" id={clearedList.listId}>
                {clearedList.shown.map((debt) => (
                  <List.Item key={debt.id}>
                    <Text>
                      <Text as="span" fontWeight="medium">
                        <DebtIconFor id={debt.id} debts={debts} />
                        {debt.name}
                      </Text>{' '}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {debt.how} {dayLabel(debt.date)}
                      </Text>
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <ShowAllButton props={clearedList.button} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
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
                        <DebtIconFor id={debt.id} debts={debts} />
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
  const charges = useCharges(uid);
  const tables = useAmortizationTables(uid);
  const strategy = useStrategy(uid);
  const loading = debts.isLoading || payments.isLoading || charges.isLoading || tables.isLoading || strategy.isLoading;
  const failure = debts.error ?? payments.error ?? charges.error ?? tables.error ?? strategy.error;
  return (
    <>
      <PageHeading title="Progress" description="How far you have come against your plan." />
      {failure ? (
        <DataReadError error={failure} />
      ) : loading ? (
        <Spinner aria-label="Loading your progress" />
      ) : debts.data.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ChartLineIcon />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">Nothing to track yet</EmptyState.Title>
            <EmptyState.Description>Add your debts, save a plan on Strategy and record payments: your progress shows here.</EmptyState.Description>
            <Button asChild colorPalette="accent" size="sm">
              <Link to="/debts" hash="add-debt">
                Add a debt
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ProgressView debts={debts.data} payments={payments.data} charges={charges.data} tables={tables.data} strategy={strategy.data} />
      )}
    </>
  );
}
