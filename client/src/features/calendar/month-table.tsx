import { Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { Debt } from '@schemas/index';
import { monthLabel } from '@/lib/calendar-month';
import type { PaymentOccurrence } from '@/planning/payment-occurrences';
import { WEEKDAYS, monthWeeks } from './month-grid';
import { OccurrenceLine } from './occurrence-line';

const dayOf = (date: string) => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The month as a wall calendar (from the md breakpoint up): a table, a week a row, each day's payments in its cell. */
export function MonthTable({ month, byDate, debts, today }: { month: string; byDate: Map<string, PaymentOccurrence[]>; debts: readonly Debt[]; today: string }) {
  return (
    <chakra.table width="100%" tableLayout="fixed" borderCollapse="collapse" data-testid="calendar-grid" display={{ base: 'none', md: 'table' }}>
      <caption>
        <VisuallyHidden>Payments due in {monthLabel(month)}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <chakra.th key={long} scope="col" fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="start" px="2" py="1">
              <abbr title={long} style={{ textDecoration: 'none' }}>
                {short}
              </abbr>
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((date, index) =>
              date === null ? (
                <chakra.td key={`blank-${index}`} borderWidth="1px" borderColor="border" bg="bg.muted" />
              ) : (
                <chakra.td
                  key={date}
                  verticalAlign="top"
                  borderWidth="1px"
                  borderColor="border"
                  // Today: an outline inside the cell (a collapsed border would share its edges with the neighbours').
                  outline={date === today ? '2px solid' : undefined}
                  outlineColor="accent.solid"
                  outlineOffset="-2px"
                  bg="bg.panel"
                  px="2"
                  py="1.5"
                  height="6.5rem"
                  aria-current={date === today ? 'date' : undefined}
                  data-date={date}
                >
                  <Text fontSize="sm" fontWeight={date === today ? 'bold' : 'normal'} color={date === today ? 'accent.fg' : 'fg.muted'}>
                    <VisuallyHidden>{format(dayOf(date), 'EEEE, MMMM')} </VisuallyHidden>
                    {Number(date.slice(8, 10))}
                  </Text>
                  <Stack gap="1" mt="1">
                    {(byDate.get(date) ?? []).map((occurrence) => (
                      <OccurrenceLine key={occurrence.debtId} occurrence={occurrence} debts={debts} />
                    ))}
                  </Stack>
                </chakra.td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
