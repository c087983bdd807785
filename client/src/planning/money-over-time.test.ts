import { describe, expect, test } from 'vitest';
import { budgetSchedule, budgetScheduleText, budgetStepsOf, isPastSnowflake, moneyEventsByMonth, snowflakesOf, snowflakesText } from './money-over-time';
import { moneyByMonth } from '@/payoff/index';

describe('the budget over time', () => {
  test('starts at the latest step already begun, then changes only where a later step changes it', () => {
    const steps = {
      b: { from: '2026-09-20', monthlyBudget: 650 },
      a: { from: '2026-03-01', monthlyBudget: 550 },
      c: { from: '2027-06-15', monthlyBudget: 800 },
      d: { from: '2027-09-01', monthlyBudget: 800 },
      e: { from: '2029-01-31', monthlyBudget: 700 },
    };
    expect(budgetSchedule(600, steps, '2026-11')).toEqual({
      start: 650,
      changes: [
        { month: '2027-06', monthlyBudget: 800 },
        { month: '2029-01', monthlyBudget: 700 },
      ],
    });
    expect(budgetSchedule(600, null, '2026-11')).toEqual({ start: 600, changes: [] });
    // A step in the start month itself is the start budget.
    expect(budgetSchedule(600, [{ from: '2026-11-30', monthlyBudget: 900 }], '2026-11')).toEqual({ start: 900, changes: [] });
  });

  test('reads as a sentence', () => {
    expect(budgetScheduleText(budgetSchedule(600, { x: { from: '2027-06-01', monthlyBudget: 800 }, y: { from: '2029-01-01', monthlyBudget: 700 } }, '2026-11'))).toBe(
      '$600.00 a month, $800.00 from June 2027, $700.00 from January 2029',
    );
    expect(budgetScheduleText({ start: 600, changes: [] })).toBe('$600.00 a month');
  });

  test('lists entries by date with their ids, from a map or a list', () => {
    expect(budgetStepsOf({ z: { from: '2027-01-01', monthlyBudget: 1 }, a: { from: '2026-01-01', monthlyBudget: 2 } }).map((step) => step.id)).toEqual(['a', 'z']);
    expect(snowflakesOf([{ date: '2027-04-15', amount: 1 }, { date: '2027-01-15', amount: 2 }]).map((snowflake) => snowflake.id)).toEqual(['1', '0']);
    expect(snowflakesOf(undefined)).toEqual([]);
  });
});

describe('one-time payments', () => {
  const refund = { date: '2027-04-15', amount: 2000, label: 'Tax refund' };
  const bonus = { date: '2027-12-20', amount: 500 };
  const old = { date: '2026-10-31', amount: 300 };

  test('one dated before the plan’s first month is past (not in the plan)', () => {
    expect(isPastSnowflake(old, '2026-11')).toBe(true);
    expect(isPastSnowflake({ date: '2026-11-01' }, '2026-11')).toBe(false);
  });

  test('are told in a phrase, leaving out past ones', () => {
    expect(snowflakesText({ o: old }, '2026-11')).toBe('');
    expect(snowflakesText({ r: refund, o: old }, '2026-11')).toBe('a one-time payment of $2,000.00 in April 2027');
    expect(snowflakesText([bonus, refund], '2026-11')).toBe('one-time payments of $2,000.00 in April 2027 and $500.00 in December 2027');
    expect(snowflakesText([bonus, refund, { date: '2028-04-10', amount: 0.1 }, { date: '2028-04-11', amount: 0.2 }], '2026-11')).toBe(
      '4 one-time payments, $2,500.30 in all, from April 2027',
    );
  });

  test('the schedule marks the months where money changes', () => {
    const events = moneyEventsByMonth(
      { monthlyBudget: 600, snowflakes: { r: refund, s: { date: '2027-04-30', amount: 0.1 }, o: old }, budgetSteps: { j: { from: '2027-06-01', monthlyBudget: 800 } } },
      '2026-11',
    );
    expect([...events.entries()]).toEqual([
      ['2027-04', { oneTime: 2000.1, labels: ['Tax refund'], budget: null }],
      ['2027-06', { oneTime: 0, labels: [], budget: 800 }],
    ]);
  });
});

test('two steps on one date: the text names the budget the engine plans with (the larger), whatever their ids', () => {
  const steps = { z: { from: '2027-06-01', monthlyBudget: 700 }, a: { from: '2027-06-01', monthlyBudget: 800 } };
  const schedule = budgetSchedule(600, steps, '2027-01');
  const june = moneyByMonth({ startMonth: '2027-01', strategy: { type: 'avalanche', monthlyBudget: 600, budgetSteps: steps } }, 6)[5];
  expect(june?.budget).toBe(800);
  expect(budgetScheduleText(schedule)).toBe('$600.00 a month, $800.00 from June 2027');
});
