import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { Debt, Payment } from '@schemas/index';
import { useReminderSettings } from '@/data/users/use-reminder-settings';
import { dayLabel } from '@/lib/calendar-month';
import { downloadFile } from '@/lib/download-file';
import { todayIso } from '@/lib/today';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import type { PlanResult } from '@/payoff/index';

const DAY_CHOICES = [0, 1, 2, 3, 5, 7, 10, 14] as const;

const daysText = (days: number) => (days === 0 ? 'On the day' : days === 1 ? '1 day before' : `${days} days before`);

/**
 * "Add to your calendar": the plan's due dates for the next 12 months as a calendar file (.ics).
 * Made on this device from the current plan when clicked (ical-generator loads then, not with the
 * screen), so it works offline and always reflects the plan as of today.
 */
export function AddToCalendar({ debts, payments, plan }: { debts: readonly Debt[]; payments: readonly Payment[]; plan: PlanResult | null }) {
  const settings = useReminderSettings();
  const [chosen, setChosen] = useState<number | null>(null);
  const daysBefore = chosen ?? settings.daysBefore;
  const choices = DAY_CHOICES.includes(daysBefore as (typeof DAY_CHOICES)[number]) ? DAY_CHOICES : [...DAY_CHOICES, daysBefore].sort((a, b) => a - b);
  const [busy, setBusy] = useState(false);
  const today = new Date();

  async function download() {
    setBusy(true);
    try {
      const { calendarFile, calendarFileName } = await import('@/planning/calendar-file');
      const now = new Date();
      downloadFile(calendarFileName(now), calendarFile({ debts, payments, plan, today: now, daysBefore, now }), 'text/calendar;charset=utf-8');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root data-testid="add-to-calendar">
      <Card.Header>
        <Heading as="h2" size="md">
          Add to your calendar
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm">
            A calendar file with your due dates and what your plan pays on each, for the next 12 months, with a reminder before each one. Open it with Google
            Calendar, Apple Calendar or Outlook.
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="calendar-file-as-of">
            The file reflects your plan as of today, {dayLabel(todayIso(today))}. When your plan changes, download it again: the events it adds replace the ones
            from before.
          </Text>
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root width="auto">
              <Field.Label>Reminder</Field.Label>
              <NativeSelect.Root size="sm" width="12rem">
                <NativeSelect.Field name="daysBefore" value={daysBefore} onChange={(event) => setChosen(Number(event.target.value))}>
                  {choices.map((days) => (
                    <option key={days} value={days}>
                      {daysText(days)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button size="sm" colorPalette="accent" loading={busy} onClick={() => void download()}>
              <CalendarPlusIcon /> Download calendar file
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
