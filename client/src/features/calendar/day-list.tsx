import { Box, List, Stack, Text } from '@chakra-ui/react';
import type { Debt } from '@schemas/index';
import { dayLabel, monthLabel } from '@/lib/calendar-month';
import { Heading } from '@/lib/ui/heading';
import type { PaymentOccurrence } from '@/planning/payment-occurrences';
import { OccurrenceLine } from './occurrence-line';

/** The month as a list by day (phones, below the md breakpoint): only the days with payments due. */
export function DayList({ month, byDate, debts, today }: { month: string; byDate: Map<string, PaymentOccurrence[]>; debts: readonly Debt[]; today: string }) {
  const days = [...byDate.keys()].sort();
  return (
    <Box display={{ base: 'block', md: 'none' }} data-testid="calendar-list">
      {days.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Nothing is due in {monthLabel(month)}.
        </Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label={`Payments due in ${monthLabel(month)}`}>
          {days.map((date) => (
            <List.Item key={date} display="block" borderWidth="1px" borderRadius="md" bg="bg.panel" px="3" py="2" borderColor={date === today ? 'accent.solid' : 'border'} data-date={date}>
              <Stack gap="1">
                <Heading as="h3" size="sm">
                  {dayLabel(date)}
                  {date === today ? ' (today)' : ''}
                </Heading>
                {byDate.get(date)!.map((occurrence) => (
                  <OccurrenceLine key={occurrence.debtId} occurrence={occurrence} debts={debts} />
                ))}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
