import { useMemo, useState } from 'react';
import type { Debt } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useDebts } from '@/data/debts/use-debts';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth } from '@/lib/calendar-month';
import { currentPlan, type CurrentPlan } from '@/planning/current-plan';

export interface CurrentPlanState {
  loading: boolean;
  failure: Error | null;
  debts: Debt[];
  /** The plan Dashboard and Progress show (planning/current-plan.ts), once loaded. */
  current: CurrentPlan | null;
}

/** The signed-in person's current plan from this month on, as Dashboard and Progress plan it. */
export function useCurrentPlan(): CurrentPlanState {
  const uid = useUid();
  const debts = useDebts(uid);
  const strategy = useStrategy(uid);
  const tables = useAmortizationTables(uid);
  // The device clock decides the plan's first month; the engine never reads the clock.
  const [thisMonth] = useState(() => currentMonth());
  const loading = debts.isLoading || strategy.isLoading || tables.isLoading;
  const failure = debts.error ?? strategy.error ?? tables.error;
  const current = useMemo(
    () => (loading || failure ? null : currentPlan({ debts: debts.data, strategy: strategy.data, tables: tables.data, thisMonth })),
    [loading, failure, debts.data, strategy.data, tables.data, thisMonth],
  );
  return { loading, failure, debts: debts.data, current };
}
