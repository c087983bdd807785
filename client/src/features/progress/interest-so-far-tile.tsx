import { useMemo } from 'react';
import type { Debt, Payment } from '@schemas/index';
import { formatMoney } from '@/lib/money';
import { estimateInterestSoFar } from '@/planning/interest-estimate';
import { StatTile } from '@/lib/ui/stat-tile';

/**
 * "Interest so far" (planning/interest-estimate.ts). A component of its own, so that its estimate
 * (every debt's entries since it was added) is a step of its own in the screen's first render.
 */
export function InterestSoFarTile({ debts, entries, fromStatements, today }: { debts: readonly Debt[]; entries: readonly Payment[]; fromStatements: boolean; today: string }) {
  const interest = useMemo(() => estimateInterestSoFar(debts, entries, today), [debts, entries, today]);
  return (
    <StatTile
      label="Interest so far"
      value={formatMoney(interest)}
      help={fromStatements ? "from your statements; since the latest, each day's balance × APR ÷ 365" : "estimate: each day's balance × APR ÷ 365"}
      testId="progress-interest"
    />
  );
}
