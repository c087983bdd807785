import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, daysInMonth, formatDay, formatMonth, monthIndex, parseDate, parseMonth } from './calendar';

describe('calendar', () => {
  it('numbers days like the proleptic Gregorian calendar', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2000, 3, 1) - dayNumber(2000, 2, 28)).toBe(2); // 2000 is a leap year
    expect(dayNumber(2100, 3, 1) - dayNumber(2100, 2, 28)).toBe(1); // 2100 is not
    expect(formatDay(dayNumber(2027, 1, 1) + 14)).toBe('2027-01-15');
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        const { year, month, day: d } = dateOfDay(day);
        expect(dayNumber(year, month, d)).toBe(day);
      }),
    );
  });

  it('knows month lengths', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2027, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('parses and formats months and dates strictly', () => {
    expect(formatMonth(parseMonth('2027-01') ?? 0)).toBe('2027-01');
    expect(formatMonth(monthIndex(2027, 12) + 1)).toBe('2028-01');
    expect(parseMonth('2027-13')).toBeNull();
    expect(parseMonth('2027-1')).toBeNull();
    expect(parseDate('2027-02-29')).toBeNull();
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2027-03-15T00:00:00.000Z')).toEqual({ year: 2027, month: 3, day: 15 });
  });
});
