/**
 * "What $X more a month on this debt alone would save": the plan again with a one-time extra
 * payment (a snowflake) of $X aimed at this debt in every plan month until it is paid off. Each
 * month the engine pays the minimums, then the snowflake to this debt; whatever the debt does not
 * need in its last month goes where the strategy sends extra money, and from the month after,
 * the plan goes on as before (the paid-off debt's minimum rolls over as it always does). Being
 * snowflakes, it works alike for every debt: any payment frequency, percentage minimums,
 * promotions. The plan's own snowflakes and budget steps are kept.
 *
 * Snowflakes are generated only up to the debt's payoff month under the plan with the extra: one
 * dated later would add money the person did not offer (it would go to the other debts). That
 * month is not known before planning, so the plan is worked out again until the snowflakes end
 * exactly in it (usually twice: the first guess is the payoff month without the extra).
 */
import { addMonths } from '@/lib/calendar-month';
import { MAX_SNOWFLAKES, planPayoff, type PlanInput, type PlanResult, type Snowflake, type StrategyInput } from '@/payoff/index';

export type ExtraOnDebtOutcome =
  | { kind: 'unsupported'; reason: string }
  | { kind: 'not-in-plan' }
  /** Even with the extra every month, the debt is not paid off within `months` months. */
  | { kind: 'too-long'; months: number }
  | {
      kind: 'planned';
      /** The plan with the extra money. */
      plan: PlanResult;
      /** 'YYYY-MM' this debt is paid off, now and with the extra (null: never). */
      payoffBefore: string | null;
      payoffAfter: string;
      /** Months sooner this debt is paid off (null when the plan without the extra never pays it off). */
      monthsSooner: number | null;
      /** Interest this debt saves, to the cent (null when the plan without the extra never pays it off). */
      debtInterestSaved: number | null;
      /** Interest the whole plan saves, to the cent (null when either plan never ends). */
      interestSaved: number | null;
      /** Months sooner the person is debt-free (null when either plan never ends). */
      debtFreeMonthsSooner: number | null;
    };

const cents = (dollars: number) => Math.round(dollars * 100);
const saved = (before: number, after: number) => (cents(before) - cents(after)) / 100;

/** The plan's own snowflakes as a list (the stored document keeps them keyed by id). */
function ownSnowflakes(strategy: StrategyInput): Snowflake[] {
  const { snowflakes } = strategy;
  if (!snowflakes) return [];
  return Array.isArray(snowflakes) ? [...(snowflakes as readonly Snowflake[])] : Object.values(snowflakes);
}

/** `input` with `amount` aimed at `debtId` on the first day of plan months 1…`months`. */
function withExtra(input: PlanInput, debtId: string, amount: number, months: number): PlanInput {
  const own = input.strategy.snowflakes;
  const extra = Array.from({ length: months }, (_, m): Snowflake => ({
    date: `${addMonths(input.startMonth, m)}-01`,
    amount,
    debtId,
  }));
  // A map stays a map (its keys order same-day snowflakes, docs/payoff-calculations.md), so the
  // plan's own snowflakes are applied exactly as in the plan shown.
  const snowflakes =
    own && !Array.isArray(own)
      ? {
          ...(own as Readonly<Record<string, Snowflake>>),
          ...Object.fromEntries(extra.map((snowflake, m) => [`extra-on-debt-${m + 1}`, snowflake])),
        }
      : [...ownSnowflakes(input.strategy), ...extra];
  return { ...input, strategy: { ...input.strategy, snowflakes } };
}

/** The plan of `input` again with `extra` dollars a month more on `debtId` until it is paid off (see above). */
export function extraOnOneDebt(input: PlanInput, plan: PlanResult, debtId: string, extra: number): ExtraOnDebtOutcome {
  const before = plan.debts.find((debt) => debt.id === debtId);
  if (!input.debts.some((debt) => debt.id === debtId) || !before) return { kind: 'not-in-plan' };
  if (input.strategy.type === 'minimum_payments') {
    return {
      kind: 'unsupported',
      reason: 'Your plan pays only the minimums, so it has no place for extra money. Choose another strategy on Strategy to see what paying more would save.',
    };
  }
  // The engine takes at most MAX_SNOWFLAKES, the plan's own included.
  const most = MAX_SNOWFLAKES - ownSnowflakes(input.strategy).length;
  let months = Math.min(before.payoffMonth ?? most, most);
  for (;;) {
    const after = planPayoff(withExtra(input, debtId, extra, months));
    const payoff = after.debts.find((debt) => debt.id === debtId)!.payoffMonth;
    if (payoff === null || payoff > months) {
      // Paid off later than the snowflakes reach (or never): they must reach further.
      if (months === most) return { kind: 'too-long', months: most };
      months = Math.min(payoff ?? most, most);
      continue;
    }
    // Snowflakes after the payoff month change nothing before it, so the same months again without them.
    const exact = payoff === months ? after : planPayoff(withExtra(input, debtId, extra, payoff));
    return outcome(plan, exact, debtId);
  }
}

function outcome(plan: PlanResult, after: PlanResult, debtId: string): ExtraOnDebtOutcome {
  const before = plan.debts.find((debt) => debt.id === debtId)!;
  const afterDebt = after.debts.find((debt) => debt.id === debtId)!;
  const bothEnd = plan.status === 'ok' && after.status === 'ok';
  const beforeKnown = before.payoffMonth !== null && before.totalInterest !== null;
  return {
    kind: 'planned',
    plan: after,
    payoffBefore: before.payoffDate,
    payoffAfter: afterDebt.payoffDate!,
    monthsSooner: beforeKnown ? before.payoffMonth! - afterDebt.payoffMonth! : null,
    debtInterestSaved: beforeKnown ? saved(before.totalInterest!, afterDebt.totalInterest!) : null,
    interestSaved: bothEnd ? saved(plan.totalInterestPaid, after.totalInterestPaid) : null,
    debtFreeMonthsSooner: bothEnd ? plan.totalMonths - after.totalMonths : null,
  };
}
