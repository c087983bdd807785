import { useMemo } from 'react';
import type { Debt } from '@schemas/index';
import { owedMinimumsBelowInterest } from '@/planning/minimum-below-interest';
import { Alert } from '@/lib/ui/alert';

/**
 * Under the debt-free date: why it is later than the minimums suggest, or never, when a debt's
 * minimum does not cover its interest (its balance grows until the plan sends it extra money).
 * Nothing otherwise.
 */
export function MinimumInterestNote({ debts, thisMonth, never }: { debts: readonly Debt[]; thisMonth: string; never: boolean }) {
  const found = useMemo(() => owedMinimumsBelowInterest(debts, thisMonth), [debts, thisMonth]);
  if (found.length === 0) return null;
  return (
    <Alert.Root status="warning" role="note" data-testid="dashboard-minimum-interest">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {never ? 'Why the plan never ends' : found.length === 1 ? 'A minimum doesn’t cover its interest' : 'Some minimums don’t cover their interest'}
        </Alert.Title>
        <Alert.Description>
          {found.map((short) => (
            <p key={short.debtId}>
              {short.name}: {short.explanation}
            </p>
          ))}
          {never ? null : <p>Your debt-free date counts on paying {found.length === 1 ? 'it' : 'them'} more than the minimum.</p>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
