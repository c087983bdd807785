import type { NeverPlanResult } from '@/payoff/index';

let names: Intl.ListFormat | null = null;

/** "Visa", "Visa and Loan", "Visa, Loan, and Car": a list of debt names in plain English. */
function nameList(list: readonly string[]): string {
  names ??= new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
  return names.format(list);
}

/**
 * Why a plan never ends, in one sentence: which debts it never pays off, and whether that is the
 * budget or paying only the minimums. Shown instead of a debt-free date or a total.
 */
export function neverPaidOffSentence(plan: Pick<NeverPlanResult, 'neverPaidOff' | 'strategyType'>): string {
  const owed = nameList(plan.neverPaidOff.map((debt) => debt.name));
  const verb = plan.neverPaidOff.length === 1 ? 'is' : 'are';
  return plan.strategyType === 'minimum_payments'
    ? `Paying only the minimums, ${owed} ${verb} never paid off.`
    : `At this budget, ${owed} ${verb} never paid off.`;
}

/** The same in a few words, for a tile under "Never". */
export function neverPaidOffShort(plan: Pick<NeverPlanResult, 'strategyType'>): string {
  return plan.strategyType === 'minimum_payments' ? 'Never on minimums alone: see why below' : 'Never at this budget: see why below';
}
