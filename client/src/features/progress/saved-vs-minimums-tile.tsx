import { useMemo } from 'react';
import { formatMoney } from '@/lib/money';
import type { CurrentPlan } from '@/planning/current-plan';
import { savedVsMinimums } from '@/planning/saved-vs-minimums';
import { StatTile } from '@/lib/ui/stat-tile';
import { STRATEGY_LABELS, compareStrategies } from '@/payoff/index';

/**
 * "Saved vs minimums": every strategy planned on the current plan's input (the engine accepted it for
 * the plan). A component of its own, so that planning them all is a step of its own in the screen's
 * first render.
 */
export function SavedVsMinimumsTile({ current }: { current: Pick<CurrentPlan, 'plan' | 'input'> }) {
  const comparison = useMemo(() => (current.plan ? compareStrategies(current.input) : null), [current.plan, current.input]);
  const type = current.input.strategy.type;
  const saving = savedVsMinimums(comparison, type);
  return (
    <StatTile
      label="Saved vs minimums"
      value={saving.value === null ? '—' : formatMoney(saving.value)}
      help={`${STRATEGY_LABELS[type]} on today's balances: ${saving.help}`}
      testId="progress-saved-vs-minimums"
    />
  );
}
