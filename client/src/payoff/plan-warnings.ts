/**
 * Warnings a plan carries: each has a stable `code` for the app, the numbers behind it, and a
 * one-sentence `message` in plain language. Money in dollars, months 1-based.
 */
import { formatMonth } from './calendar';
import { countLabel, dayLabel, formatDollars, monthLabel } from './format-text';
import type { MoneyChanges } from './money-changes';
import type { NormalizedSnowflake } from './snowflakes';
import { findMinimumsBelowInterest } from './minimum-below-interest';
import { rateUnitsToPercent, toDollars } from './money';
import type { PayoffOutcome } from './payoff-outcome';
import type { PreparedPlan } from './prepare-plan';

/** A warning attached to a plan. */
export type PlanWarning =
  | {
      /** The budget plus extras was below the minimums in some months; minimums were paid anyway. */
      readonly code: 'budget_below_minimums';
      readonly message: string;
      /** First month short, and by how much. */
      readonly month: number;
      readonly shortfall: number;
      readonly largestShortfall: number;
      readonly monthsShort: number;
    }
  | {
      /** A promotion ends with money still owed, which then accrues the regular rate. */
      readonly code: 'promo_ends_with_balance';
      readonly message: string;
      readonly debtId: string;
      /** First month at the regular rate. */
      readonly month: number;
      readonly date: string;
      readonly balance: number;
    }
  | {
      /** `isPromo` is set but `promoAPR` or `promoEndDate` is missing: the regular rate was used. */
      readonly code: 'promo_ignored';
      readonly message: string;
      readonly debtId: string;
    }
  | {
      /** The promotion ended on or before the plan's first day: the regular rate was used from month 1. */
      readonly code: 'promo_ended';
      readonly message: string;
      readonly debtId: string;
      /** The promotion's end date, 'YYYY-MM-DD'. */
      readonly endDate: string;
    }
  | {
      /**
       * The debt's minimum does not cover its interest (negative amortization), from plan month
       * `month` (see minimum-below-interest.ts): on its minimums alone its balance grows, or stays.
       */
      readonly code: 'minimum_below_interest';
      readonly message: string;
      readonly debtId: string;
      readonly month: number;
      readonly date: string;
      readonly monthlyInterest: number;
      /** The least minimum per payment that would pay the balance down. */
      readonly coveringMinimum: number;
      readonly growing: boolean;
    }
  | {
      /**
       * A debt's final payment was trued up (rounded up to clear it, see debt-month.ts) and so the
       * month's payments came to more than the budget and extras, by `amount` in month `month`.
       */
      readonly code: 'final_payment_over_budget';
      readonly message: string;
      readonly month: number;
      readonly date: string;
      readonly amount: number;
      readonly largestAmount: number;
      readonly months: number;
    }
  | {
      /** Snowflakes dated before the plan's start month: they are not part of the plan. */
      readonly code: 'snowflake_before_start';
      readonly message: string;
      /** Each one left out, in date order ('YYYY-MM-DD', dollars). */
      readonly snowflakes: readonly { readonly date: string; readonly amount: number }[];
    }
  | {
      /**
       * Snowflakes for a debt that is not in the plan (paid off, or no such debt): they went where
       * the strategy sends extra money instead.
       */
      readonly code: 'snowflake_debt_not_in_plan';
      readonly message: string;
      readonly debtId: string;
      readonly snowflakes: readonly { readonly date: string; readonly amount: number }[];
    }
  | {
      /** The debt is still owed after 100 years; `growing` when its balance ended above where it started. */
      readonly code: 'never_paid_off';
      readonly message: string;
      readonly debtId: string;
      readonly growing: boolean;
    };

/** Builds the warnings of one run. */
export function planWarnings(plan: PreparedPlan, outcome: PayoffOutcome): PlanWarning[] {
  const { portfolio } = plan;
  const warnings: PlanWarning[] = [];
  const { shortfall } = outcome;
  if (shortfall.months > 0) {
    warnings.push({
      code: 'budget_below_minimums',
      message:
        `Your budget is ${formatDollars(shortfall.firstAmount)} short of the minimum payments in ` +
        `${monthLabel(portfolio.startMonth + shortfall.firstMonth - 1)}` +
        (shortfall.months > 1 ? ` and in ${shortfall.months - 1} later ${shortfall.months === 2 ? 'month' : 'months'}` : '') +
        '; the plan assumes the minimums are paid anyway.',
      month: shortfall.firstMonth,
      shortfall: toDollars(shortfall.firstAmount),
      largestShortfall: toDollars(shortfall.largestAmount),
      monthsShort: shortfall.months,
    });
  }
  const trueUps = outcome.trueUpOverBudget;
  if (trueUps.months > 0) {
    const monthIndex = portfolio.startMonth + trueUps.firstMonth - 1;
    const more = trueUps.months - 1;
    warnings.push({
      code: 'final_payment_over_budget',
      message:
        `In ${monthLabel(monthIndex)} the plan pays ${formatDollars(trueUps.firstAmount)} more than ` +
        `${plan.strategy.extra.amount > 0 || plan.moneyChanges.oneTime.some((amount) => amount > 0) ? 'your budget and extra payments' : 'your budget'}: a debt’s last payment ` +
        'is rounded up to clear it instead of leaving a few cents for the month after' +
        (more > 0 ? ` (and in ${countLabel(more, 'later month')}, by at most ${formatDollars(trueUps.largestAmount)}).` : '.'),
      month: trueUps.firstMonth,
      date: formatMonth(monthIndex),
      amount: toDollars(trueUps.firstAmount),
      largestAmount: toDollars(trueUps.largestAmount),
      months: trueUps.months,
    });
  }
  warnings.push(...snowflakeWarnings(plan.moneyChanges));
  const belowInterest = new Map(findMinimumsBelowInterest(plan).map((found) => [found.debtId, found]));
  portfolio.debts.forEach((debt, i) => {
    if (debt.promoEndedOn !== null) {
      warnings.push({
        code: 'promo_ended',
        message: `${debt.name}: the promotion ended on ${dayLabel(debt.promoEndedOn)}, before this plan starts, so the regular ${rateUnitsToPercent(debt.rate)}% APR is used. If it was extended, update its end date.`,
        debtId: debt.id,
        endDate: debt.promoEndedOn,
      });
    }
    const short = belowInterest.get(debt.id);
    if (short) {
      warnings.push({
        code: 'minimum_below_interest',
        message: `${debt.name}: ${short.explanation}`,
        debtId: debt.id,
        month: short.month,
        date: short.date,
        monthlyInterest: short.monthlyInterest,
        coveringMinimum: short.coveringMinimum,
        growing: short.growing,
      });
    }
    if (debt.promoIgnored) {
      warnings.push({
        code: 'promo_ignored',
        message: `${debt.name}: the promotion needs both a promo APR and an end date, so the regular rate is used.`,
        debtId: debt.id,
      });
    }
    const left = outcome.promoBalanceLeft[i] ?? -1;
    if (left > 0) {
      const monthIndex = portfolio.startMonth + debt.promoMonths;
      warnings.push({
        code: 'promo_ends_with_balance',
        message: `${debt.name}: the promotion ends with ${formatDollars(left)} still owed; from ${monthLabel(monthIndex)} it accrues ${rateUnitsToPercent(debt.rate)}% APR.`,
        debtId: debt.id,
        month: debt.promoMonths + 1,
        date: formatMonth(monthIndex),
        balance: toDollars(left),
      });
    }
    if (!outcome.cleared && (outcome.finalBalance[i] ?? 0) > 0) {
      const growing = (outcome.finalBalance[i] ?? 0) >= debt.balance + debt.fee;
      warnings.push({
        code: 'never_paid_off',
        message: !growing
          ? `${debt.name} is not paid off within 100 years under this plan.`
          : (outcome.debtPaid[i] ?? 0) === 0
            ? `${debt.name} is never paid off: it gets no payment under this plan.`
            : `${debt.name} is never paid off: its payments under this plan do not get ahead of its interest.`,
        debtId: debt.id,
        growing,
      });
    }
  });
  return warnings;
}

/** Snowflakes the plan could not use as entered: before the start month, or for a debt not in it. */
function snowflakeWarnings(changes: MoneyChanges): PlanWarning[] {
  const warnings: PlanWarning[] = [];
  if (changes.beforeStart.length === 0 && changes.notInPlan.length === 0) return warnings;
  const listed = (snowflakes: readonly { date: string; amount: number }[]) => snowflakes.map(({ date, amount }) => ({ date, amount: toDollars(amount) }));
  const described = (snowflakes: readonly { date: string; amount: number }[]) => {
    const shown = snowflakes.slice(0, 3).map(({ date, amount }) => `${formatDollars(amount)} on ${dayLabel(date)}`);
    const more = snowflakes.length - shown.length;
    return shown.join(', ') + (more > 0 ? ` and ${countLabel(more, 'more')}` : '');
  };
  const early = changes.beforeStart;
  if (early.length > 0) {
    warnings.push({
      code: 'snowflake_before_start',
      message:
        early.length === 1
          ? `The one-time payment of ${described(early)} is before this plan starts, so it is not part of the plan.`
          : `${early.length} one-time payments are before this plan starts (${described(early)}), so they are not part of the plan.`,
      snowflakes: listed(early),
    });
  }
  const byDebt = new Map<string, { debtName: string | null; snowflakes: NormalizedSnowflake[] }>();
  for (const { snowflake, debtName } of changes.notInPlan) {
    const id = snowflake.debtId ?? '';
    const entry = byDebt.get(id) ?? { debtName, snowflakes: [] };
    entry.snowflakes.push(snowflake);
    byDebt.set(id, entry);
  }
  for (const [debtId, { debtName, snowflakes }] of byDebt) {
    const which = snowflakes.length === 1 ? `The one-time payment of ${described(snowflakes)}` : `The one-time payments (${described(snowflakes)})`;
    const why = debtName === null ? 'a debt that is not in this plan' : `${debtName}, which is paid off`;
    warnings.push({
      code: 'snowflake_debt_not_in_plan',
      message: `${which} ${snowflakes.length === 1 ? 'is' : 'are'} for ${why}, so ${snowflakes.length === 1 ? 'it goes' : 'they go'} where your strategy sends extra money.`,
      debtId,
      snowflakes: listed(snowflakes),
    });
  }
  return warnings;
}
