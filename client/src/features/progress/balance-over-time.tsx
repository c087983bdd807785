import { Box, Collapsible, Text } from '@chakra-ui/react';
import { Suspense, lazy, useMemo } from 'react';
import type { Debt, Payment } from '@schemas/index';
import { monthLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { savedPlanName } from '@/planning/current-plan-text';
import { savedPlanStart } from '@/planning/saved-plan';
import type { MeasuredAgainst } from '@/planning/saved-plan-differences';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { ChartFallback } from '@/lib/ui/chart-fallback';
import { Heading } from '@/lib/ui/heading';
import { Table } from '@/lib/ui/table';
import { progressSeries } from './progress-series';

const ProgressChart = lazy(() => import('./progress-chart'));

interface BalanceOverTimeProps {
  debts: readonly Debt[];
  /** Payments and the interest and fees charged from statements: the recorded balances rise by the charges. */
  entries: readonly Payment[];
  /** The saved plan progress is measured against, if any. */
  measured: MeasuredAgainst | null;
  /** Today's recorded balance (paidSoFar's owedTotal): the series ends on it. */
  owedTotal: number;
  thisMonth: string;
}

/**
 * "Balance over time": the recorded balance month by month against the saved plan's, as a chart and
 * as a table. A component of its own, so that working out the series (every month since the first
 * payment, at a hundred debts) is a step of its own in the screen's first render, not added to the
 * other cards' calculations.
 */
export function BalanceOverTime({ debts, entries, measured, owedTotal, thisMonth }: BalanceOverTimeProps) {
  const saved = measured?.table ?? null;
  const points = useMemo(() => progressSeries(debts, entries, saved, thisMonth), [debts, entries, saved, thisMonth]);
  const now = points.find((point) => point.month === thisMonth);
  const summary =
    `Recorded balance now ${formatMoney(owedTotal)}.` +
    (saved && now?.planned != null ? ` The saved plan expects ${formatMoney(now.planned)} by the end of ${monthLabel(thisMonth)}.` : '');
  return (
    <Card.Root>
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
          the plan’s balance includes the interest it expects. {measured ? `Saved plan: ${savedPlanName(measured)}, from ${monthLabel(savedPlanStart(measured.table))}.` : ''}
        </Text>
        <Collapsible.Root mt="2">
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              Show the numbers
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box overflowX="auto" position="relative" mt="2" maxH="24rem" overflowY="auto">
              <Table.Root aria-label="Balance by month" data-testid="progress-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Month</Table.ColumnHeader>
                    <Table.ColumnHeader align="end">Recorded</Table.ColumnHeader>
                    <Table.ColumnHeader align="end">Saved plan</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {points.map((point) => (
                    <Table.Row key={point.month}>
                      <Table.Cell>{monthLabel(point.month, 'short')}</Table.Cell>
                      <Table.Cell align="end">{point.recorded === null ? '—' : formatMoney(point.recorded)}</Table.Cell>
                      <Table.Cell align="end">{point.planned === null ? '—' : formatMoney(point.planned)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}
