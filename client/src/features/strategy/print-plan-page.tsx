import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PrinterIcon } from 'lucide-react';
import type { Debt } from '@schemas/index';
import { dayLabel, durationLabel, monthLabel } from '@/lib/calendar-month';
import { formatMoney, formatPercent } from '@/lib/money';
import { todayIso } from '@/lib/today';
import type { CurrentPlan } from '@/planning/current-plan';
import { scheduleRows } from '@/planning/schedule-csv';
import { budgetSchedule, budgetScheduleText, snowflakesText } from '@/planning/money-over-time';
import { STRATEGY_LABELS, type PlanResult } from '@/payoff/index';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { DataReadError } from '@/lib/ui/data-read-error';
import { DebtIcon } from '@/lib/ui/debt-icon';
import { Heading } from '@/lib/ui/heading';
import { Spinner } from '@/lib/ui/spinner';
import { Table } from '@/lib/ui/table';
import { neverPaidOffSentence } from './never-plan-text';
import './print-plan.css';
import { useCurrentPlan } from './use-current-plan';

/** A fact of the summary: label above, value below. */
function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0" minW="10rem">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function DebtLabel({ id, name, looks }: { id: string; name: string; looks: ReadonlyMap<string, Debt> }) {
  const debt = looks.get(id);
  return (
    <>
      {debt ? <DebtIcon debt={debt} /> : null}
      {name}
    </>
  );
}

/** The first page: the plan in a few numbers and when each debt is paid off. */
function Summary({ current, plan, looks }: { current: CurrentPlan; plan: PlanResult; looks: ReadonlyMap<string, Debt> }) {
  const { strategy, startMonth } = current.input;
  const extra = strategy.extraPayment ? ` plus ${formatMoney(strategy.extraPayment)} extra` : '';
  const budget = budgetScheduleText(budgetSchedule(strategy.monthlyBudget, strategy.budgetSteps, startMonth));
  const oneTime = snowflakesText(strategy.snowflakes, startMonth);
  return (
    <Stack gap="5" as="section" aria-labelledby="print-summary-heading">
      <Heading as="h2" size="lg" id="print-summary-heading">
        Summary
      </Heading>
      <Flex gap="6" wrap="wrap">
        <Fact label="Strategy" value={STRATEGY_LABELS[plan.strategyType]} testId="print-strategy" />
        <Fact label="Budget" value={`${budget}${extra}`} testId="print-budget" />
        <Fact label="Debt-free" value={plan.status === 'never' ? 'Never' : plan.payoffDate ? monthLabel(plan.payoffDate) : 'Now'} testId="print-debt-free" />
        <Fact label="Months" value={plan.status === 'never' ? 'No end' : durationLabel(plan.totalMonths)} />
        <Fact label="Total interest" value={plan.status === 'never' ? 'No total' : formatMoney(plan.totalInterestPaid)} testId="print-total-interest" />
        {plan.status === 'ok' ? <Fact label="Paid in all" value={formatMoney(plan.totalAmountPaid)} /> : null}
      </Flex>
      {oneTime ? <Text data-testid="print-one-time">Plus {oneTime}.</Text> : null}
      {plan.status === 'never' ? <Text>{neverPaidOffSentence(plan)}</Text> : null}
      <Box overflowX="auto" className="print-table-scroll" tabIndex={0} role="region" aria-label="When each debt is paid off (scrolls on narrow screens)">
      <Table.Root aria-label="When each debt is paid off" data-testid="print-debts">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Debt</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Balance now</Table.ColumnHeader>
            <Table.ColumnHeader align="end">APR</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Interest</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Paid off</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plan.debts.map((debt) => (
            <Table.Row key={debt.id}>
              <Table.Cell>
                <DebtLabel id={debt.id} name={debt.name} looks={looks} />
              </Table.Cell>
              <Table.Cell align="end">{formatMoney(debt.startingBalance)}</Table.Cell>
              <Table.Cell align="end">{formatPercent(looks.get(debt.id)?.interestRate ?? 0)}</Table.Cell>
              <Table.Cell align="end">{debt.totalInterest === null ? '—' : formatMoney(debt.totalInterest)}</Table.Cell>
              <Table.Cell align="end" data-testid="print-debt-payoff">
                {debt.payoffDate ? monthLabel(debt.payoffDate) : 'Never'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * Every payment, one row per debt per month: the rows of the CSV file (planning/schedule-csv.ts).
 * Each month is a body of its own so a month's rows stay together on a page where they fit; the
 * header row repeats on every printed page (print-plan.css).
 */
function Schedule({ plan, looks }: { plan: PlanResult; looks: ReadonlyMap<string, Debt> }) {
  const rows = scheduleRows(plan);
  const ids = plan.months.flatMap((month) => month.debts.map((row) => row.id));
  const byMonth = new Map<string, { row: (typeof rows)[number]; id: string }[]>();
  rows.forEach((row, index) => byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), { row, id: ids[index]! }]));
  return (
    <Stack gap="3" as="section" aria-labelledby="print-schedule-heading" className="print-break-before">
      <Heading as="h2" size="lg" id="print-schedule-heading">
        Month by month
      </Heading>
      <Box overflowX="auto" className="print-table-scroll" tabIndex={0} role="region" aria-label="Payment schedule (scrolls on narrow screens)">
      <Table.Root aria-label="Payment schedule" data-testid="print-schedule">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            <Table.ColumnHeader>Debt</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Payment</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Interest</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Principal</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Balance</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {[...byMonth].map(([month, entries]) => (
          <Table.Body key={month} className="print-month">
            {entries.map(({ row, id }, index) => (
              <Table.Row key={id}>
                <Table.Cell>{index === 0 ? monthLabel(month, 'short') : ''}</Table.Cell>
                <Table.Cell>
                  <DebtLabel id={id} name={row.debt} looks={looks} />
                </Table.Cell>
                <Table.Cell align="end">{formatMoney(row.payment)}</Table.Cell>
                <Table.Cell align="end">{formatMoney(row.interest + row.fee)}</Table.Cell>
                <Table.Cell align="end">{formatMoney(row.principal)}</Table.Cell>
                <Table.Cell align="end">{formatMoney(row.balance)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        ))}
      </Table.Root>
      </Box>
    </Stack>
  );
}

function Printable({ current, debts }: { current: CurrentPlan; debts: Debt[] }) {
  const { plan } = current;
  if (!plan) {
    return (
      <Alert.Root status={current.error ? 'error' : 'info'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{current.error ? 'A debt needs fixing before Paydown can plan' : 'Nothing to print'}</Alert.Title>
          <Alert.Description>{current.error ?? 'You owe nothing, so there is no plan to print.'}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const looks = new Map(debts.map((debt) => [debt.id, debt]));
  return (
    <>
      <Summary current={current} plan={plan} looks={looks} />
      <Schedule plan={plan} looks={looks} />
    </>
  );
}

/**
 * The current plan on paper: a one-page summary, then every payment. No app frame (the route has
 * none) and always light, whatever the theme (the `light` class scopes Chakra's light tokens).
 */
export function PrintPlanPage() {
  const { loading, failure, debts, current } = useCurrentPlan();
  return (
    <Box as="main" className="light print-area" bg="bg" color="fg" minH="100vh" colorPalette="accent">
      <Stack gap="6" maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="0">
            <Heading as="h1" size="2xl">
              Your debt payoff plan
            </Heading>
            <Text color="fg.muted">
              Paydown · {dayLabel(todayIso())}
              {current?.name ? ` · “${current.name}”` : ''}
              {current && !current.chosen ? ' · suggested by Paydown, not yet chosen' : ''}
            </Text>
          </Stack>
          <HStack gap="2" className="no-print">
            {/* Gray: the accent's variables follow the app's theme, and this page is light in both. */}
            <Button asChild size="sm" variant="ghost" colorPalette="gray">
              <Link to="/strategy">Back to Strategy</Link>
            </Button>
            <Button size="sm" colorPalette="accent" onClick={() => window.print()} disabled={!current?.plan}>
              <PrinterIcon /> Print
            </Button>
          </HStack>
        </Flex>
        {failure ? <DataReadError error={failure} /> : loading || !current ? <Spinner aria-label="Loading your plan" /> : <Printable current={current} debts={debts} />}
      </Stack>
    </Box>
  );
}
