import { HStack } from '@chakra-ui/react';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import type { MonthEvents } from '@/planning/money-over-time';

/** The marks of a schedule month where money changes: a one-time payment, a new budget. */
export function ScheduleMonthEvents({ events }: { events: MonthEvents | undefined }) {
  if (!events) return null;
  return (
    <HStack gap="1" wrap="wrap" mt="0.5" data-testid="schedule-month-events">
      {events.oneTime > 0 ? (
        <Badge size="sm" colorPalette="purple" title={events.labels.join(', ') || undefined}>
          +{formatMoney(events.oneTime)} one-time
        </Badge>
      ) : null}
      {events.budget !== null ? (
        <Badge size="sm" colorPalette="blue">
          Budget {formatMoney(events.budget)}
        </Badge>
      ) : null}
    </HStack>
  );
}
