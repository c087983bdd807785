import { useMemo } from 'react';
import type { Debt } from '@schemas/index';
import { useDebts } from '@/data/debts/use-debts';
import { useUid } from '@/lib/auth/use-uid';

/** The person's debts by id: what a plan's debt looks like (icon, colour) beside its name. */
export function useDebtDocuments(): ReadonlyMap<string, Debt> {
  const debts = useDebts(useUid());
  return useMemo(() => new Map(debts.data.map((debt) => [debt.id, debt])), [debts.data]);
}
