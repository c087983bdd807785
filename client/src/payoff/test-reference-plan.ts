/**
 * A deliberately naive payoff simulator, for tests only: every debt simulated every month, the
 * order found by sorting, interest by exact BigInt arithmetic. It shares only input checking and
 * calendar counting with the engine, so agreement between the two checks the engine's shortcuts
 * (minimum-only paths, touched debts, walked orders) against the plain reading of the rules.
 * Covers all seven strategies; credit_score and score_stacker re-read their rules from
 * docs/payoff-calculations.md and the engine's JSDoc independently (thresholds, overall targets,
 * keep-one-card). Budget steps and snowflakes are read from the raw input here (not from the
 * engine's normalized lists): the budget in force, the month's one-time money and the payments to
 * chosen debts follow docs/payoff-calculations.md ("Snowflakes and budget steps").
 */
import { type MonthIndex, formatMonth, parseMonth } from './calendar';
import { extraForMonth } from './extra-payments';
import { normalizeDebt, type NormalizedDebt } from './normalize-debt';
import { normalizeStrategy } from './normalize-strategy';
import { paymentsInMonth } from './payment-dates';
import type { BudgetStep, PlanInput, Snowflake, StrategyType } from './plan-input';

/** The reference plan's totals in cents. */
export interface ReferenceOutcome {
  readonly status: 'ok' | 'never';
  readonly months: number;
  readonly interest: number;
  readonly paid: number;
  readonly payoffMonth: ReadonlyMap<string, number>;
}

const halfUp = (numerator: bigint, denominator: bigint): number => Number((2n * numerator + denominator) / (2n * denominator));

type Ordered = Exclude<StrategyType, 'credit_score' | 'score_stacker'>;
type Balances = Map<string, number>;

/**
 * Simulates `input` under `type` the slow, obvious way. With `unrounded`, interest and
 * percentages are not rounded to the cent (amounts stay in fractional cents): the model in which
 * orderings can be compared without rounding noise.
 */
export function referencePlan(input: PlanInput, type: StrategyType, unrounded = false): ReferenceOutcome {
  const start = parseMonth(input.startMonth) as MonthIndex;
  const strategy = normalizeStrategy(input.strategy, start);
  const debts = input.debts.map((d) => normalizeDebt(d, start)).filter((d): d is NormalizedDebt => d !== null);
  const balance = new Map(debts.map((d) => [d.id, d.balance + d.fee]));
  const payoffMonth = new Map<string, number>();
  let interest = 0;
  let paid = 0;
  let m = 0;
  let pastCeiling = false;
  const owing = () => debts.filter((d) => (balance.get(d.id) ?? 0) > (unrounded ? 1e-6 : 0));
  for (; m < 1200 && owing().length > 0 && !pastCeiling; m++) {
    const month = (start + m) as MonthIndex;
    const rateOf = (d: NormalizedDebt) => (m < d.promoMonths ? d.promoRate : d.rate);
    let outlay = 0;
    for (const d of owing()) {
      const opening = balance.get(d.id) ?? 0;
      const charged = unrounded ? (opening * rateOf(d)) / 12_000_000 : halfUp(BigInt(opening) * BigInt(rateOf(d)), 12_000_000n);
      const due = paymentsInMonth(d.schedule, month);
      let minimum = d.minimumPayment * due;
      if (d.minPayCalc !== 'fixed_amount' && due > 0) {
        const percent = unrounded ? (opening * d.minPayPercentage) / 1_000_000 : halfUp(BigInt(opening) * BigInt(d.minPayPercentage), 1_000_000n);
        const share = percent + (d.minPayCalc === 'percent_principal_interest' ? charged : 0);
        // A percentage minimum pays at least a cent more than the month's interest.
        minimum = Math.max(minimum, share, charged + 1);
      }
      const owed = opening + charged;
      const capped = Math.min(minimum, owed);
      const payment = owed - capped > 0 && (owed - capped) * 100 < minimum ? owed : capped;
      balance.set(d.id, owed - payment);
      if (owed - payment > 1e12) pastCeiling = true; // the engine's BALANCE_CEILING
      interest += charged;
      outlay += payment;
    }
    const { budget, snowflakes } = monthMoney(input, formatMonth(month), strategy.budget);
    const oneTime = snowflakes.reduce((sum, snowflake) => sum + dollarsToCents(snowflake.amount), 0);
    const surplus = type === 'minimum_payments' ? 0 : Math.max(0, budget + oneTime + extraForMonth(strategy.extra, month) - outlay);
    const pay = (d: NormalizedDebt, amount: number) => {
      const paying = Math.min(amount, balance.get(d.id) ?? 0);
      balance.set(d.id, (balance.get(d.id) ?? 0) - paying);
      return paying;
    };
    let left = surplus;
    // A snowflake for a debt in the plan goes to it first (what it does not need goes on below).
    for (const snowflake of snowflakes) {
      const target = debts.find((d) => d.id === snowflake.debtId);
      if (target !== undefined) left -= pay(target, Math.min(left, dollarsToCents(snowflake.amount)));
    }
    if (type === 'credit_score') left = creditScoreFirst(debts, balance, rateOf, left, pay);
    if (type === 'score_stacker') left = stackerFirst(debts, balance, rateOf, left, pay);
    const ordered: Ordered = type === 'credit_score' || type === 'score_stacker' ? 'avalanche' : type;
    for (const d of owing().sort(comparator(ordered, balance, rateOf, strategy.debtPriorities))) left -= pay(d, left);
    paid += outlay + surplus - left;
    for (const d of debts) if ((balance.get(d.id) ?? 0) === 0 && !payoffMonth.has(d.id)) payoffMonth.set(d.id, m + 1);
  }
  const cleared = owing().length === 0;
  return { status: cleared ? 'ok' : 'never', months: cleared ? m : 1200, interest, paid, payoffMonth };
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const entries = <T>(value: readonly T[] | Readonly<Record<string, T>> | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : Object.values(value);

/**
 * The budget in force in `month` ('YYYY-MM'): the step with the latest date whose month has begun
 * (same date: the larger budget), else the strategy's budget. And the month's snowflakes, in the
 * order they are applied: date, then amount, then debt id (none first).
 */
function monthMoney(input: PlanInput, month: string, base: number): { budget: number; snowflakes: Snowflake[] } {
  const begun = entries<BudgetStep>(input.strategy.budgetSteps)
    .filter((step) => step.from.slice(0, 7) <= month)
    .sort((a, b) => (a.from === b.from ? a.monthlyBudget - b.monthlyBudget : a.from < b.from ? -1 : 1));
  const last = begun.at(-1);
  const snowflakes = entries<Snowflake>(input.strategy.snowflakes)
    .filter((snowflake) => snowflake.date.slice(0, 7) === month)
    .sort((a, b) => (a.date === b.date ? a.amount - b.amount || codeUnitOrder(a.debtId ?? '', b.debtId ?? '') : a.date < b.date ? -1 : 1));
  return { budget: last === undefined ? base : dollarsToCents(last.monthlyBudget), snowflakes };
}

const tieOrder = (a: NormalizedDebt, b: NormalizedDebt) =>
  (a.priority ?? Infinity) - (b.priority ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const at = (limit: number, percent: number) => Math.floor((limit * percent) / 100);
type Pay = (d: NormalizedDebt, amount: number) => number;

/** credit_score before its avalanche: most-used card to its next threshold, again and again. */
function creditScoreFirst(debts: NormalizedDebt[], balance: Balances, rateOf: (d: NormalizedDebt) => number, amount: number, pay: Pay): number {
  let left = amount;
  for (;;) {
    const bal = (d: NormalizedDebt) => balance.get(d.id) ?? 0;
    const over = debts.filter((d) => d.limit > 0 && bal(d) > at(d.limit, 10));
    if (left <= 0 || over.length === 0) return left;
    over.sort((a, b) => bal(b) / b.limit - bal(a) / a.limit || rateOf(b) - rateOf(a) || tieOrder(a, b));
    const card = over[0] as NormalizedDebt;
    const target = [90, 50, 30, 10].map((t) => at(card.limit, t)).find((t) => bal(card) > t) ?? 0;
    left -= pay(card, Math.min(left, bal(card) - target));
  }
}

/** score_stacker before its avalanche: overall 30 %, 10 %, then all cards but one paid off. */
function stackerFirst(debts: NormalizedDebt[], balance: Balances, rateOf: (d: NormalizedDebt) => number, amount: number, pay: Pay): number {
  const bal = (d: NormalizedDebt) => balance.get(d.id) ?? 0;
  const cards = debts.filter((d) => d.limit > 0);
  const limits = cards.reduce((sum, d) => sum + d.limit, 0);
  if (limits === 0) return amount;
  let left = amount;
  for (const percent of [30, 10]) {
    let excess = cards.reduce((sum, d) => sum + bal(d), 0) - at(limits, percent);
    while (left > 0 && excess > 0) {
      const over = cards.filter((d) => bal(d) > at(d.limit, percent));
      if (over.length === 0) break;
      over.sort((a, b) => bal(b) / b.limit - bal(a) / a.limit || rateOf(b) - rateOf(a) || tieOrder(a, b));
      const card = over[0] as NormalizedDebt;
      const paid = pay(card, Math.min(left, excess, bal(card) - at(card.limit, percent)));
      left -= paid;
      excess -= paid;
    }
  }
  if (left <= 0) return left;
  const keep = cards.filter((d) => bal(d) > 0).sort((a, b) => b.limit - a.limit || rateOf(a) - rateOf(b) || tieOrder(a, b))[0];
  if (keep === undefined) return left;
  const others = cards.filter((d) => d !== keep && bal(d) > 0).sort((a, b) => bal(a) - bal(b) || rateOf(b) - rateOf(a) || tieOrder(a, b));
  for (const card of others) left -= pay(card, left);
  if (left > 0 && bal(keep) > at(keep.limit, 10)) left -= pay(keep, Math.min(left, bal(keep) - at(keep.limit, 10)));
  return left;
}

function comparator(
  type: Ordered,
  balance: ReadonlyMap<string, number>,
  rateOf: (d: NormalizedDebt) => number,
  priorities: readonly string[],
): (a: NormalizedDebt, b: NormalizedDebt) => number {
  const tie = (a: NormalizedDebt, b: NormalizedDebt) =>
    (a.priority ?? Infinity) - (b.priority ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const bal = (d: NormalizedDebt) => balance.get(d.id) ?? 0;
  const listed = (d: NormalizedDebt) => (priorities.includes(d.id) ? priorities.indexOf(d.id) : Infinity);
  switch (type) {
    case 'snowball':
      return (a, b) => bal(a) - bal(b) || rateOf(b) - rateOf(a) || tie(a, b);
    case 'avalanche':
      return (a, b) => rateOf(b) - rateOf(a) || bal(a) - bal(b) || tie(a, b);
    case 'highest_balance':
      return (a, b) => bal(b) - bal(a) || rateOf(b) - rateOf(a) || tie(a, b);
    case 'custom':
      return (a, b) => (listed(a) === listed(b) ? tie(a, b) : listed(a) < listed(b) ? -1 : 1);
    case 'minimum_payments':
      return tie;
  }
}
