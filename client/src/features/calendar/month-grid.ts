/** The weeks of a month as a wall calendar lays them out: Sunday first, blanks before the 1st and after the last day. */
import { addDays, endOfMonth, format, startOfMonth, startOfWeek } from 'date-fns';

/** Each week's seven days: 'YYYY-MM-DD', or null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = startOfMonth(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  const last = endOfMonth(first);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first); day <= last; ) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day >= first && day <= last ? format(day, 'yyyy-MM-dd') : null);
    weeks.push(week);
  }
  return weeks;
}

/** Sunday to Saturday: the short name shown and the full name read out. */
export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
