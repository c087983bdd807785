/**
 * Ahead, on track or behind the saved plan: the balance recorded today on the plan's debts against
 * the balance the plan expects today, in dollars and in months.
 *
 * - The plan's expected balance today. A saved plan knows the balance at the end of each of its
 *   months (saved-plan.ts). Within a month it is interpolated by the days gone by, up to the start
 *   of today: a month's payments fall on the debts' due days across the month, and either end of
 *   the month as the target is wrong for most of it (the month's start called everyone on track
 *   until the month was over, however little they had paid; its end calls everyone behind until
 *   they have paid it all). In the plan's first month the days count from the day it was saved:
 *   the plan starts from the balances of that day, payments made earlier that month included.
 * - The recorded balance: the plan's debts' balance today (recorded-balances.ts), the same number
 *   as the Progress chart's last point. Debts outside the plan do not count; the plan's debts paid
 *   off count as 0.
 * - In months: how far along the plan's balance curve the recorded balance is from today's point,
 *   i.e. when the plan expected (or expects) to be at the recorded balance.
 * - A tolerance of $1, or 0.5 % of the expected balance if more, keeps cents of rounding (and the
 *   engine's whole-cent interest) from flipping the verdict.
 * - After the plan's last month it expects 0: any balance left is behind, by more months each month.
 *
 * The recorded balance includes interest only when a balance is updated from a statement, while
 * the plan's includes the interest it expects; the Progress screen says so beside the chart.
 */
import type { AmortizationTable, Debt, Payment } from '@schemas/index';
import { splitIds } from '@/lib/comma-joined-ids';
import { monthOf, monthsBetween } from '@/lib/calendar-month';
import { todayIso } from '@/lib/today';
import { recordedBalancesByMonth } from './recorded-balances';
import { plannedBalances, savedPlanEnd, savedPlanStart } from './saved-plan';

export type PlanStanding = 'ahead' | 'on_track' | 'behind';

export interface PlanStandingResult {
  standing: PlanStanding;
  /** The plan's debts' recorded balance today. */
  recorded: number;
  /** The balance the plan expects today. */
  expected: number;
  /** |recorded − expected|, to the cent. */
  difference: number;
  /** How many months of the plan lie between its point today and the recorded balance (0 when on track). */
  months: number;
  /** The plan's first and last month 'YYYY-MM'. */
  start: string;
  end: string;
  /** Whether the plan's last month is over. */
  ended: boolean;
}

type TableFields = Pick<AmortizationTable, 'payoffDate' | 'totalMonths' | 'updatedAt' | 'data' | 'debtIds'>;
type DebtFields = Pick<Debt, 'id' | 'balance' | 'isPaid' | 'updatedAt'>;

const round = (value: number) => Math.round(value * 100) / 100;

function daysIn(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).getUTCDate();
}

/** Today as a time on the plan: 0 is its start, k the end of its month k (fractions within a month). */
function planTime(table: TableFields, today: string): number {
  const start = savedPlanStart(table);
  const month = monthOf(today);
  const index = monthsBetween(start, month);
  if (index < 0) return 0;
  const day = Number(today.slice(8, 10));
  // The plan's first month counts from the day it was saved (when saved in that month).
  const saved = todayIso(new Date(table.updatedAt));
  const from = index === 0 && monthOf(saved) === start ? Math.min(Number(saved.slice(8, 10)), day) : 1;
  return index + (day - from) / (daysIn(month) - from + 1);
}

/** The plan's balance at time `t` (linear between month ends; its start before it, 0 after its end). */
function balanceAt(balances: readonly number[], t: number): number {
  if (t <= 0) return balances[0] ?? 0;
  const last = balances.length - 1;
  if (t >= last) return balances[last] ?? 0;
  const i = Math.floor(t);
  const from = balances[i] ?? 0;
  return from + ((balances[i + 1] ?? 0) - from) * (t - i);
}

/** The first time the plan's balance is down to `balance` (0 when it starts at or below it). */
function timeOf(balances: readonly number[], balance: number): number {
  if ((balances[0] ?? 0) <= balance) return 0;
  for (let i = 0; i + 1 < balances.length; i += 1) {
    const from = balances[i] ?? 0;
    const to = balances[i + 1] ?? 0;
    if (to <= balance && from > balance) return i + (from - balance) / (from - to);
  }
  return balances.length - 1;
}

export function planStanding(
  table: TableFields,
  debts: readonly DebtFields[],
  payments: readonly Pick<Payment, 'debtId' | 'amount' | 'date'>[],
  /** 'YYYY-MM-DD' on the device clock. */
  today: string,
): PlanStandingResult {
  const ids = new Set(splitIds(table.debtIds));
  // A plan saved without its debts' ids (an old export) covers every debt.
  const planDebts = ids.size === 0 ? debts : debts.filter((debt) => ids.has(debt.id));
  const thisMonth = monthOf(today);
  const recorded = recordedBalancesByMonth(planDebts, payments, thisMonth, thisMonth)[0]?.balance ?? 0;
  const balances = plannedBalances(table).map((point) => point.balance);
  const now = planTime(table, today);
  const expected = round(balanceAt(balances, now));
  const tolerance = Math.max(1, expected * 0.005);
  const standing: PlanStanding = recorded > expected + tolerance ? 'behind' : recorded < expected - tolerance ? 'ahead' : 'on_track';
  const months = standing === 'on_track' ? 0 : Math.max(standing === 'behind' ? now - timeOf(balances, recorded) : timeOf(balances, recorded) - now, 0);
  const end = savedPlanEnd(table);
  return {
    standing,
    recorded,
    expected,
    difference: round(Math.abs(recorded - expected)),
    months,
    start: savedPlanStart(table),
    end,
    ended: monthsBetween(end, thisMonth) > 0,
  };
}

export const STANDING_LABELS: Record<PlanStanding, string> = {
  ahead: 'Ahead of plan',
  on_track: 'On track',
  behind: 'Behind plan',
};
