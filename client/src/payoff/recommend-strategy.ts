/**
 * recommendStrategy: a strategy from the user's financial goals, with a one-line reason that
 * cites the comparison's numbers.
 */
import type { StrategySummary } from './compare-strategies';
import { parseMonth } from './calendar';
import { durationLabel, formatDollars, monthLabel } from './format-text';
import { toCents } from './money';
import type { FinancialGoalsInput, StrategyType } from './plan-input';
import { STRATEGY_LABELS } from './strategy-labels';

/** A recommended strategy type and why, in one line. */
export interface StrategyRecommendation {
  readonly type: StrategyType;
  readonly reason: string;
}

/** Snowball's quick wins are worth it when they cost at most this share of avalanche's total paid. */
export const QUICK_WINS_TOLERANCE = 0.01;

/**
 * Picks a strategy from the `financialGoals` booleans, in this precedence:
 * 1. credit score → credit_score or score_stacker, whichever pays off with less interest
 *    (ties: credit_score);
 * 2. easiest wins together with fastest payoff or interest saved → snowball if it costs at most
 *    1 % more in total paid than avalanche, else avalanche;
 * 3. fastest payoff or interest saved → avalanche;
 * 4. easiest wins → snowball;
 * 5. no goal → avalanche (the least interest for the same budget).
 * In 3 and 5 avalanche is usually, but not always, the cheapest: it ranks by today's rates, so a
 * promotion about to end, a transfer fee or percentage minimums can make another order cheaper
 * (or faster). The reason must never claim what the comparison contradicts, so when another
 * finished plan beats avalanche on the goal's measure, that plan is recommended instead and the
 * reason says by how much.
 * When the pick is 'never' the reason says the budget has to rise.
 */
export function recommendStrategy(
  goals: FinancialGoalsInput | null | undefined,
  comparison: readonly StrategySummary[],
): StrategyRecommendation {
  const find = (type: StrategyType) => comparison.find((summary) => summary.type === type);
  const wantsSpeed = goals?.fastestPayoffGoal === true || goals?.interestSavedGoal === true;
  const wantsWins = goals?.easiestWinsGoal === true;
  if (goals?.creditScoreGoal === true) {
    const type = betterForScore(find('credit_score'), find('score_stacker'));
    return explain(type, find(type), 'You want a better credit score', 'brings card utilization down first');
  }
  const avalanche = find('avalanche');
  const snowball = find('snowball');
  if (wantsSpeed && wantsWins && avalanche && snowball) {
    const extra = toCents(snowball.totalPaid ?? 0) - toCents(avalanche.totalPaid ?? 0);
    const cheap = snowball.status === 'ok' && (avalanche.status !== 'ok' || extra <= toCents(avalanche.totalPaid ?? 0) * QUICK_WINS_TOLERANCE);
    if (cheap) {
      const cost = extra <= 0 || avalanche.status !== 'ok' ? 'costs no more than Avalanche' : `costs only ${formatDollars(extra)} more than Avalanche`;
      const first = snowball.firstDebtClearedMonth;
      return withPlan('snowball', snowball, first ? `Snowball clears your first debt in month ${first} and ${cost}` : `Snowball ${cost}`);
    }
    return withPlan('avalanche', avalanche, `Avalanche saves ${formatDollars(extra)} over Snowball, more than quick wins are worth`);
  }
  if (wantsSpeed) {
    const why = 'You want to be debt-free fast and save interest';
    const measure = goals?.interestSavedGoal === true ? byInterestThenMonths : byMonthsThenInterest;
    return beatAvalanche(comparison, avalanche, measure, why) ?? explain('avalanche', avalanche, why, 'pays the highest rate first');
  }
  if (wantsWins) {
    const first = snowball?.firstDebtClearedMonth;
    const detail = first ? `pays the smallest balance first, so your first debt is gone in month ${first}` : 'pays the smallest balance first';
    return explain('snowball', snowball, 'You want early wins', detail);
  }
  return (
    beatAvalanche(comparison, avalanche, byInterestThenMonths, 'With no goal set, the plan with the least interest is the default') ??
    explain('avalanche', avalanche, 'With no goal set, Avalanche is the default', 'costs the least interest for your budget')
  );
}

type Measure = (a: StrategySummary, b: StrategySummary) => number;
const interestCents = (summary: StrategySummary) => toCents(summary.totalInterest ?? 0);
const byInterestThenMonths: Measure = (a, b) => interestCents(a) - interestCents(b) || a.months - b.months;
const byMonthsThenInterest: Measure = (a, b) => a.months - b.months || interestCents(a) - interestCents(b);

/**
 * The finished plan that is strictly better than avalanche under `measure` (the best such plan;
 * minimum_payments never counts), recommended with the difference; null when avalanche is best
 * or tied, or when avalanche itself never finishes (its 'never' advice is the useful answer).
 */
function beatAvalanche(comparison: readonly StrategySummary[], avalanche: StrategySummary | undefined, measure: Measure, why: string): StrategyRecommendation | null {
  if (!avalanche || avalanche.status !== 'ok') return null;
  let best = avalanche;
  for (const summary of comparison) {
    if (summary.type !== 'minimum_payments' && summary.status === 'ok' && measure(summary, best) < 0) best = summary;
  }
  if (best === avalanche) return null;
  const saved = interestCents(avalanche) - interestCents(best);
  const sooner = avalanche.months - best.months;
  const gains = [
    ...(sooner > 0 ? [`finishes ${durationLabel(sooner)} sooner`] : []),
    ...(saved > 0 ? [`costs ${formatDollars(saved)} less interest`] : []),
  ];
  return withPlan(best.type, best, `${why}: with your debts ${STRATEGY_LABELS[best.type]} ${gains.join(' and ')} than Avalanche`);
}

function betterForScore(creditScore?: StrategySummary, stacker?: StrategySummary): StrategyType {
  if (!stacker || stacker.status !== 'ok') return 'credit_score';
  if (!creditScore || creditScore.status !== 'ok') return 'score_stacker';
  return toCents(stacker.totalInterest ?? 0) < toCents(creditScore.totalInterest ?? 0) ? 'score_stacker' : 'credit_score';
}

function explain(type: StrategyType, summary: StrategySummary | undefined, why: string, how: string): StrategyRecommendation {
  return withPlan(type, summary, `${why}: ${STRATEGY_LABELS[type]} ${how}`);
}

/** Appends the plan's payoff date and interest (or the 'never' advice) to `text`. */
function withPlan(type: StrategyType, summary: StrategySummary | undefined, text: string): StrategyRecommendation {
  if (!summary) return { type, reason: `${text}.` };
  if (summary.status === 'never') {
    return { type, reason: `${text}, but at this budget it never clears every debt; raise your monthly budget.` };
  }
  const month = summary.payoffDate === null ? null : parseMonth(summary.payoffDate);
  const when = month === null ? '' : ` by ${monthLabel(month)} (${durationLabel(summary.months)})`;
  return { type, reason: `${text}; debt-free${when} with ${formatDollars(toCents(summary.totalInterest ?? 0))} interest.` };
}
