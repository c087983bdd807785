import { EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Debt, Payment, Strategy } from '@schemas/index';
import { useDebts } from '@/data/debts/use-debts';
import { usePayments } from '@/data/payments/use-payments';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { addMonths, currentMonth, monthLabel } from '@/lib/calendar-month';
import { todayIso } from '@/lib/today';
import { Alert } from '@/lib/ui/alert';
import { Button, IconButton } from '@/lib/ui/button';
import { DataReadError } from '@/lib/ui/data-read-error';
import { Heading } from '@/lib/ui/heading';
import { PageHeading } from '@/lib/ui/page-heading';
import { Spinner } from '@/lib/ui/spinner';
import { currentPlan } from '@/planning/current-plan';
import { isOwed } from '@/planning/debt-status';
import { paymentOccurrences, type PaymentOccurrence } from '@/planning/payment-occurrences';
import { AddToCalendar } from './add-to-calendar';
import { DayList } from './day-list';
import { MonthTable } from './month-table';

const lastDayOf = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0);
const firstDayOf = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

function CalendarView({ debts, payments, strategy }: { debts: Debt[]; payments: Payment[]; strategy: Strategy | null }) {
  const [thisMonth] = useState(() => currentMonth());
  const [month, setMonth] = useState(thisMonth);
  const today = todayIso();
  // The plan every screen shows (no saved plan needed here: only its payments are read).
  const current = useMemo(() => currentPlan({ debts, strategy, tables: [], thisMonth }), [debts, strategy, thisMonth]);
  const byDate = useMemo(() => {
    const list = paymentOccurrences({ debts, payments, plan: current.plan, from: firstDayOf(month), to: lastDayOf(month), today: new Date() });
    const map = new Map<string, PaymentOccurrence[]>();
    for (const occurrence of list) map.set(occurrence.date, [...(map.get(occurrence.date) ?? []), occurrence]);
    return map;
  }, [debts, payments, current.plan, month]);
  const undated = debts.filter((debt) => isOwed(debt) && !debt.dueDay && !debt.dueDate);

  return (
    <Stack gap="5">
      {current.error ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your plan cannot be worked out</Alert.Title>
            <Alert.Description>{current.error} The calendar shows each minimum due until it is fixed on the Debts screen.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" aria-live="polite" data-testid="calendar-month">
          {monthLabel(month)}
        </Heading>
        <HStack gap="2">
          <IconButton size="sm" variant="outline" aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Button size="sm" variant="outline" disabled={month === thisMonth} onClick={() => setMonth(thisMonth)}>
            This month
          </Button>
          <IconButton size="sm" variant="outline" aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Each due date shows what your plan pays that day (the minimum due in brackets when the plan pays more). A payment you record up to 3 days after a due date
        counts for it.
      </Text>
      <MonthTable month={month} byDate={byDate} debts={debts} today={today} />
      <DayList month={month} byDate={byDate} debts={debts} today={today} />
      {undated.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="calendar-undated">
          No due day set for {undated.map((debt) => debt.name).join(', ')}: add one on the{' '}
          <Link to="/debts" style={{ textDecoration: 'underline' }}>
            Debts
          </Link>{' '}
          screen to see {undated.length === 1 ? 'it' : 'them'} here.
        </Text>
      ) : null}
      <AddToCalendar debts={debts} payments={payments} plan={current.plan} />
    </Stack>
  );
}

export function CalendarPage() {
  const uid = useUid();
  const debts = useDebts(uid);
  const payments = usePayments(uid);
  const strategy = useStrategy(uid);
  const loading = debts.isLoading || payments.isLoading || strategy.isLoading;
  const failure = debts.error ?? payments.error ?? strategy.error;
  return (
    <>
      <PageHeading title="Calendar" description="What is due and what your plan pays, day by day." />
      {failure ? (
        <DataReadError error={failure} />
      ) : loading ? (
        <Spinner aria-label="Loading your calendar" />
      ) : debts.data.filter(isOwed).length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CalendarDaysIcon />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">Nothing due</EmptyState.Title>
            <EmptyState.Description>Add your debts with the day each payment is due: what to pay when shows here.</EmptyState.Description>
            <Button asChild colorPalette="accent" size="sm">
              <Link to="/debts" hash="add-debt">
                Add a debt
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <CalendarView debts={debts.data} payments={payments.data} strategy={strategy.data} />
      )}
    </>
  );
}
