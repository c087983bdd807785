import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween, dueDateStanding, GRACE_DAYS, paymentWindow } from './payment-standing';

describe('dueDateStanding', () => {
  const due = '2026-12-04';
  const previous = '2026-11-04';

  it('is paid by a payment after the previous due date and before this one', () => {
    expect(dueDateStanding(due, previous, ['2026-11-20'], '2026-12-10')).toBe('paid');
    expect(dueDateStanding(due, previous, ['2026-12-04'], '2026-12-04')).toBe('paid');
  });

  it('is paid by a payment made up to the grace days late', () => {
    expect(dueDateStanding(due, previous, [addDaysIso(due, GRACE_DAYS)], '2026-12-20')).toBe('paid');
    expect(dueDateStanding(due, previous, [addDaysIso(due, GRACE_DAYS + 1)], '2026-12-20')).toBe('missed');
  });

  it('does not count a payment that fell in the previous due date’s grace days', () => {
    expect(dueDateStanding(due, previous, [addDaysIso(previous, GRACE_DAYS)], '2026-12-05')).toBe('missed');
    expect(dueDateStanding(due, previous, [addDaysIso(previous, GRACE_DAYS + 1)], '2026-12-05')).toBe('paid');
  });

  it('counts any earlier payment for a first due date (no previous one)', () => {
    expect(dueDateStanding(due, null, ['2025-01-01'], '2026-12-05')).toBe('paid');
    expect(dueDateStanding(due, null, [], '2026-12-05')).toBe('missed');
  });

  it('is missed the day after the due date with no payment, and paid again once a late payment is recorded', () => {
    expect(dueDateStanding(due, previous, ['2026-10-30'], '2026-12-05')).toBe('missed');
    expect(dueDateStanding(due, previous, ['2026-10-30', '2026-12-06'], '2026-12-06')).toBe('paid');
  });

  it('is never missed when the date passed before the debt was added to Paydown (untracked), but still paid by a payment', () => {
    expect(dueDateStanding(due, previous, [], '2026-12-10', 0, '2026-12-05')).toBe('untracked');
    expect(dueDateStanding(due, previous, [], '2026-12-10', 0, '2026-12-04')).toBe('missed');
    expect(dueDateStanding(due, previous, ['2026-12-01'], '2026-12-10', 0, '2026-12-05')).toBe('paid');
  });

  it('is due today, due within the days asked for, upcoming beyond them', () => {
    expect(dueDateStanding(due, previous, [], '2026-12-04')).toBe('due');
    expect(dueDateStanding(due, previous, [], '2026-12-03')).toBe('upcoming');
    expect(dueDateStanding(due, previous, [], '2026-12-01', 3)).toBe('due');
    expect(dueDateStanding(due, previous, [], '2026-11-30', 3)).toBe('upcoming');
  });

  it('counts a payment recorded ahead (dated in the future) as paid', () => {
    expect(dueDateStanding(due, previous, ['2026-12-02'], '2026-11-25')).toBe('paid');
  });

  it('accepts payment dates stored with a time part', () => {
    expect(dueDateStanding(due, previous, ['2026-12-01T00:00:00Z'], '2026-12-10')).toBe('paid');
  });

  it('works across month and year ends (weekly debts)', () => {
    expect(dueDateStanding('2027-01-01', '2026-12-25', ['2026-12-29'], '2027-01-02')).toBe('paid');
    expect(dueDateStanding('2027-01-01', '2026-12-25', ['2026-12-28'], '2027-01-02')).toBe('missed');
  });
});

describe('date helpers', () => {
  it('adds days and counts them across a leap day', () => {
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('tells the payment window of a due date', () => {
    expect(paymentWindow('2026-12-04', '2026-11-04')).toEqual({ after: '2026-11-07', through: '2026-12-07' });
    expect(paymentWindow('2026-12-04', null)).toEqual({ after: null, through: '2026-12-07' });
  });

  it('refuses a date that is not one', () => {
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(/Not a calendar date/);
  });
});
