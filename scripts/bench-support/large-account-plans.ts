/**
 * The strategies and saved plans (amortizationTables) of a generated benchmark account
 * (large-account.ts). The current strategy is a custom order; saved plans are of every strategy
 * type, saved over the years (two offline devices can each save one of a type, so a long-used
 * account may hold several of one type), each a consistent monthly schedule that clears its debts.
 */
import { STRATEGY_TYPES, type AmortizationTable, type Debt, type Strategy, type StrategyType } from '../../schemas/index';
import { joinIds } from '../../client/src/lib/comma-joined-ids';
import type { SeededRandom } from './seeded-random';

const NAMES: Record<StrategyType, string> = {
  snowball: 'Snowball',
  avalanche: 'Avalanche',
  custom: 'My order',
  highest_balance: 'Highest balance first',
  credit_score: 'Credit score',
  score_stacker: 'Score stacker',
  minimum_payments: 'Minimums only',
};

/** Whole months and dollars of a plan that pays `budget` a month on `owed` at `apr` until it is paid. */
function schedule(owed: number, apr: number, budget: number): AmortizationTable['data'] {
  const rows: AmortizationTable['data'] = [];
  let balance = Math.round(owed * 100);
  const rate = apr / 100 / 12;
  while (balance > 0 && rows.length < 1200) {
    const interest = Math.round(balance * rate);
    const payment = Math.min(Math.round(budget * 100), balance + interest);
    balance = balance + interest - payment;
    rows.push({ month: rows.length + 1, totalInterest: interest / 100, totalPayment: payment / 100 });
  }
  return rows;
}

const monthAfter = (iso: string, months: number) => {
  const date = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
};

export interface StrategiesAndPlans {
  strategies: Strategy[];
  amortizationTables: AmortizationTable[];
}

/**
 * `strategyCount` strategies (the first, chosen most recently, a custom order of every open debt,
 * with one-time extra payments and a budget step) and `planCount` saved plans spread over the
 * two years before `asOf`, cycling through the strategy types.
 */
export function buildStrategiesAndPlans(random: SeededRandom, uid: string, asOf: string, debts: readonly Debt[], strategyCount: number, planCount: number): StrategiesAndPlans {
  const open = debts.filter((debt) => !debt.isPaid);
  const owed = open.reduce((sum, debt) => sum + debt.balance, 0);
  const minimums = open.reduce((sum, debt) => sum + debt.minimumPayment, 0);
  const apr = open.reduce((sum, debt) => sum + debt.interestRate * debt.balance, 0) / Math.max(owed, 1);
  const types: StrategyType[] = ['custom', ...random.shuffled(STRATEGY_TYPES.filter((type) => type !== 'custom'))];
  const stamp = (daysBefore: number) => new Date(Date.parse(`${asOf}T12:00:00Z`) - daysBefore * 86_400_000 - random.int(0, 36_000) * 1000).toISOString();

  const strategies = types.slice(0, strategyCount).map((type, index): Strategy => {
    const createdAt = stamp(random.int(60, 900));
    const budget = Math.round(minimums * (1.1 + random.next() * 0.6));
    return {
      id: random.uuid(),
      uid,
      name: NAMES[type],
      type,
      debtPriorities: type === 'custom' ? joinIds([...open].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0)).map((debt) => debt.id)) : '',
      monthlyBudget: budget,
      extraPayment: index === 0 ? 100 : 0,
      extraPaymentFrequency: index === 0 ? 'selected_days' : 'once_per_month',
      extraPaymentTimesPerMonth: 1,
      extraPaymentDaysInterval: 30,
      extraPaymentSelectedDays: index === 0 ? [1, 15] : [],
      ...(index === 0
        ? {
            chosenAt: stamp(random.int(1, 50)),
            snowflakes: {
              [random.uuid()]: { date: `${monthAfter(asOf, 4)}-15`, amount: 1500, label: 'Tax refund' },
              [random.uuid()]: { date: `${monthAfter(asOf, 1)}-20`, amount: 400, debtId: open[0]!.id, label: 'Bonus' },
            },
            budgetSteps: { [random.uuid()]: { from: `${monthAfter(asOf, 6)}-01`, monthlyBudget: Math.round(budget * 1.2) } },
          }
        : {}),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const amortizationTables = Array.from({ length: planCount }, (_, index): AmortizationTable => {
    const type = types[index % types.length]!;
    const strategy = strategies.find((candidate) => candidate.type === type);
    const savedAt = stamp(Math.round(((planCount - index) / planCount) * 720) + random.int(0, 5));
    const budget = Math.round(minimums * (1.1 + random.next() * 0.8));
    const data = schedule(owed * (1 + (planCount - index) * 0.01), apr, budget);
    return {
      id: random.uuid(),
      uid,
      ...(strategy ? { strategyId: strategy.id } : {}),
      strategyType: type,
      name: `${NAMES[type]}, $${budget.toLocaleString('en-US')} a month`,
      debtIds: joinIds(open.map((debt) => debt.id)),
      data,
      totalMonths: data.length,
      payoffDate: monthAfter(savedAt, data.length),
      totalInterestPaid: Math.round(data.reduce((sum, row) => sum + row.totalInterest * 100, 0)) / 100,
      totalAmountPaid: Math.round(data.reduce((sum, row) => sum + row.totalPayment * 100, 0)) / 100,
      createdAt: savedAt,
      updatedAt: savedAt,
    };
  });
  return { strategies, amortizationTables };
}
