/**
 * "What $X more a month on this debt alone would save": the plan again with $X more in the budget
 * every month, all of it going to one debt first until that debt is paid off, then where the
 * strategy sends extra money (the freed payment rolls over, as a paid-off debt's minimum does).
 *
 * How: the engine pays every debt's minimum before any extra money, so raising this debt's
 * minimum and the budget by the same $X sends exactly $X more to it each month, and once it is
 * paid off the budget's $X goes to the others. That is exact only where a month's minimum is the
 * fixed `minimumPayment`: a debt paid monthly with a fixed minimum. A percentage minimum keeps
 * its percentage above a raised floor, and a weekly or biweekly debt's minimum counts once per
 * payment, so for those the answer is 'unsupported' rather than a wrong number.
 */
import { planPayoff, type PlanInput, type PlanResult } from '@/payoff/index';

export type ExtraOnDebtOutcome =
  | { kind: 'unsupported'; reason: string }
  | { kind: 'not-in-plan' }
  | {
      kind: 'planned';
      /** The plan with the extra money. */
      plan: PlanResult;
      /** 'YYYY-MM' this debt is paid off, now and with the extra (null: never). */
      payoffBefore: string | null;
      payoffAfter: string | null;
      /** Months sooner this debt is paid off (null when either plan never pays it off). */
      monthsSooner: number | null;
      /** Interest the whole plan saves, to the cent (null when either plan never ends). */
      interestSaved: number | null;
      /** Months sooner the person is debt-free (null when either plan never ends). */
      debtFreeMonthsSooner: number | null;
    };

/** Why the saving cannot be worked out for a debt, or null when it can. */
export function extraUnsupportedReason(debt: PlanInput['debts'][number]): string | null {
  if (debt.paymentFrequency !== 'monthly') return 'Paydown works this out for debts paid monthly; this one is paid on another schedule.';
  if ((debt.minPayCalc ?? 'fixed_amount') !== 'fixed_amount') return 'Paydown works this out for debts with a fixed minimum payment; this one’s minimum is a percentage of the balance.';
  return null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The plan of `input` again with `extra` dollars a month more, to `debtId` first (see above). */
export function extraOnOneDebt(input: PlanInput, plan: PlanResult, debtId: string, extra: number): ExtraOnDebtOutcome {
  const target = input.debts.find((debt) => debt.id === debtId);
  const before = plan.debts.find((debt) => debt.id === debtId);
  if (!target || !before) return { kind: 'not-in-plan' };
  const reason = extraUnsupportedReason(target);
  if (reason) return { kind: 'unsupported', reason };
  const raised = (dollars: number) => (cents(dollars) + cents(extra)) / 100;
  const after = planPayoff({
    ...input,
    debts: input.debts.map((debt) => (debt.id === debtId ? { ...debt, minimumPayment: raised(debt.minimumPayment) } : debt)),
    strategy: { ...input.strategy, monthlyBudget: raised(input.strategy.monthlyBudget) },
  });
  const afterDebt = after.debts.find((debt) => debt.id === debtId)!;
  const bothEnd = plan.status === 'ok' && after.status === 'ok';
  return {
    kind: 'planned',
    plan: after,
    payoffBefore: before.payoffDate,
    payoffAfter: afterDebt.payoffDate,
    monthsSooner: before.payoffMonth !== null && afterDebt.payoffMonth !== null ? before.payoffMonth - afterDebt.payoffMonth : null,
    interestSaved: bothEnd ? (cents(plan.totalInterestPaid) - cents(after.totalInterestPaid)) / 100 : null,
    debtFreeMonthsSooner: bothEnd ? plan.totalMonths - after.totalMonths : null,
  };
}
