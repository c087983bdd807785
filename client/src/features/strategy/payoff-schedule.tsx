import { Box, Field, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { FileTextIcon } from 'lucide-react';
import { dayLabel, monthLabel, monthOf } from '@/lib/calendar-month';
import { formatMoney, formatPercent } from '@/lib/money';
import { STRATEGY_LABELS, type PlanDebtSummary, type PlanMonth, type PlanResult } from '@/payoff/index';
import { DebtLink } from './debt-link';
import { ScheduleCardHeader } from './schedule-card-header';
import { DownloadScheduleButton } from './download-schedule-button';
import { neverPaidOffSentence } from './never-plan-text';
import type { MonthEvents } from '@/planning/money-over-time';
import { ScheduleMonthEvents } from './schedule-month-events';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { strategy } from './strategy.styles';
import { useDebtDocuments } from './use-debt-documents';
import { ShowAllButton, useShowAll } from '@/lib/ui/show-all';
import { Table } from '@/lib/ui/table';

/** Months shown before "Show all". */
const FIRST_MONTHS = 12;

const monthCount = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

function Markers({ debt, month, paidOff }: { debt: PlanDebtSummary; month: PlanMonth; paidOff: boolean }) {
  const promoEnds = debt.promoEndDate !== null && monthOf(debt.promoEndDate) === month.date;
  if (!promoEnds && !paidOff) return null;
  return (
    <HStack gap="1" wrap="wrap" mt="0.5">
      {paidOff ? (
        <Badge size="sm" colorPalette="green">
          Paid off
        </Badge>
      ) : null}
      {promoEnds && debt.promoEndDate ? (
        <Badge size="sm" colorPalette="orange">
          Promo ends {dayLabel(debt.promoEndDate)}
        </Badge>
      ) : null}
    </HStack>
  );
}

interface AllDebtsTableProps {
  /** The debts with a column of their own (all of them, or the first ones until "Show all"). */
  debts: readonly PlanDebtSummary[];
  months: readonly PlanMonth[];
  events?: ReadonlyMap<string, MonthEvents>;
  id: string;
}

function AllDebtsTable({ debts, months, events, id }: AllDebtsTableProps) {
  const documents = useDebtDocuments();
  return (
    <Table.Root id={id} aria-label="Payment schedule, all debts" className={strategy.nowrap} stickyHeader>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Month</Table.ColumnHeader>
          {debts.map((debt) => (
            <Table.ColumnHeader key={debt.id} align="end">
              <DebtLink id={debt.id} name={debt.name} debt={documents.get(debt.id)} />
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader align="end">Total paid</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Interest</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Left to pay</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {months.map((month) => (
          <Table.Row key={month.month}>
            <Table.Cell className={strategy.top}>
              {monthLabel(month.date, 'short')}
              <ScheduleMonthEvents events={events?.get(month.date)} />
            </Table.Cell>
            {debts.map((debt) => {
              const row = month.debts.find((entry) => entry.id === debt.id);
              return (
                <Table.Cell key={debt.id} align="end" className={strategy.top}>
                  {row ? (
                    <>
                      <Text>{formatMoney(row.payment)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        owes {formatMoney(row.balance)}
                      </Text>
                      <Flex justify="end">
                        <Markers debt={debt} month={month} paidOff={debt.payoffMonth === month.month} />
                      </Flex>
                    </>
                  ) : (
                    <Text color="fg.subtle">—</Text>
                  )}
                </Table.Cell>
              );
            })}
            <Table.Cell align="end">{formatMoney(month.totalPayment)}</Table.Cell>
            <Table.Cell align="end">{formatMoney(month.totalInterest)}</Table.Cell>
            <Table.Cell align="end">{formatMoney(month.totalBalance)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function OneDebtTable({ debt, months, events }: { debt: PlanDebtSummary; months: readonly PlanMonth[]; events?: ReadonlyMap<string, MonthEvents> }) {
  return (
    <Table.Root aria-label={`Payment schedule, ${debt.name}`} className={strategy.nowrap} stickyHeader>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Month</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Payment</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Interest</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Principal</Table.ColumnHeader>
          <Table.ColumnHeader align="end">Balance</Table.ColumnHeader>
          <Table.ColumnHeader align="end">APR</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {months.flatMap((month) => {
          const row = month.debts.find((entry) => entry.id === debt.id);
          if (!row) return [];
          return [
            <Table.Row key={month.month}>
              <Table.Cell>
                {monthLabel(month.date, 'short')}
                <Markers debt={debt} month={month} paidOff={debt.payoffMonth === month.month} />
                <ScheduleMonthEvents events={events?.get(month.date)} />
              </Table.Cell>
              <Table.Cell align="end">{formatMoney(row.payment)}</Table.Cell>
              <Table.Cell align="end">{formatMoney(row.interest + row.fee)}</Table.Cell>
              <Table.Cell align="end">{formatMoney(row.principal)}</Table.Cell>
              <Table.Cell align="end">{formatMoney(row.balance)}</Table.Cell>
              <Table.Cell align="end">{formatPercent(row.rate)}</Table.Cell>
            </Table.Row>,
          ];
        })}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The plan month by month, for all debts or one; it prints as part of the printable plan
 * (/strategy/print). `events` marks the months with a one-time payment or a budget change.
 */
export function PayoffSchedule({ plan, events }: { plan: PlanResult; events?: ReadonlyMap<string, MonthEvents> }) {
  const [view, setView] = useState('all');
  const [showAll, setShowAll] = useState(false);
  const debt = plan.debts.find((entry) => entry.id === view);
  const months = showAll ? plan.months : plan.months.slice(0, FIRST_MONTHS);
  // A column per debt: at 100 debts that was 1,200 cells for the first 12 months alone, most of a
  // second to build and lay out. The first columns (in payoff order) until "Show all"; the totals
  // always cover every debt, and "Show" picks any one debt.
  const columns = useShowAll(plan.debts);

  if (plan.months.length === 0) return null;
  return (
    <Card.Root data-testid="payoff-schedule">
      <ScheduleCardHeader
        descriptionTestId="payoff-schedule-length"
        description={`${STRATEGY_LABELS[plan.strategyType]} plan from ${monthLabel(plan.startMonth)}${
          plan.status === 'never'
            ? `. ${neverPaidOffSentence(plan)} The table shows its first ${monthCount(plan.months.length)}; it has no last month.`
            : `: ${monthCount(plan.months.length)}.`
        }`}
        actions={
          <HStack gap="2" wrap="wrap">
            <DownloadScheduleButton plan={plan} />
            <Button size="sm" variant="outline" asChild>
              <Link to="/strategy/print">
                <FileTextIcon /> Print plan
              </Link>
            </Button>
          </HStack>
        }
      />
      <Card.Body>
        <Stack gap="3">
          <Field.Root maxW="sm">
            <Field.Label>Show</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field name="scheduleView" value={view} onChange={(event) => setView(event.target.value)}>
                <option value="all">All debts</option>
                {plan.debts.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box overflowX="auto" position="relative" maxH={showAll ? undefined : '32rem'} overflowY="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Schedule table (scrolls)">
            {debt ? <OneDebtTable debt={debt} months={months} events={events} /> : <AllDebtsTable debts={columns.shown} months={months} events={events} id={columns.listId} />}
          </Box>
          {!debt && columns.button ? (
            <HStack gap="2" wrap="wrap" data-testid="schedule-columns">
              <Text fontSize="sm" color="fg.muted">
                {columns.button.expanded
                  ? `A column for each of the ${columns.button.total} debts.`
                  : `Columns for the first ${columns.shown.length} of ${columns.button.total} debts, in payoff order; the totals cover them all.`}
              </Text>
              <ShowAllButton props={columns.button} />
            </HStack>
          ) : null}
          {plan.months.length > FIRST_MONTHS ? (
            <Button size="sm" variant="ghost" onClick={() => setShowAll((all) => !all)} className={strategy.alignStart}>
              {showAll ? `Show the first ${FIRST_MONTHS} months` : `Show all ${plan.months.length} months`}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
