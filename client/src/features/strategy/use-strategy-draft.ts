import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { prioritiesFromOrder, updateDebtPriorities } from '@/data/debts/update-debt-priorities';
import { createStrategy } from '@/data/strategies/create-strategy';
import type { NewStrategyInput, StrategyChanges } from '@/data/strategies/strategy-input';
import { updateStrategy } from '@/data/strategies/update-strategy';
import type { StrategyInput } from '@/payoff/index';
import { readForm, toEngineStrategy, type StrategyFormState } from './strategy-form-state';

/** How long typing must pause before the strategy is written. */
export const SAVE_DELAY_MS = 500;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

interface DraftOptions {
  ctx: DataContext;
  /** The stored strategy when the page opened (null: none yet, one is created on the first change). */
  stored: Strategy | null;
  initial: StrategyFormState;
  /** Ids of the debts owed now, in their priority order (stable between renders). */
  owedOrder: readonly string[];
}

/**
 * The strategy being edited. Results come from the form state itself (the last valid values), so
 * they follow the budget slider with no delay; the database is written only when the user pauses
 * (SAVE_DELAY_MS), one write after another, and whatever is waiting is written when the page is left.
 */
export function useStrategyDraft({ ctx, stored, initial, owedOrder }: DraftOptions) {
  const [form, setForm] = useState<StrategyFormState>(initial);
  const [lastValidForm, setLastValidForm] = useState<StrategyFormState>(initial);
  const errors = useMemo(() => readForm(form, owedOrder).errors, [form, owedOrder]);
  const engineStrategy: StrategyInput = useMemo(() => toEngineStrategy(readForm(lastValidForm, owedOrder).changes), [lastValidForm, owedOrder]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);

  const formRef = useRef(initial);
  const orderRef = useRef(owedOrder);
  const strategyId = useRef<string | null>(stored?.id ?? null);
  const pending = useRef<StrategyChanges | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    orderRef.current = owedOrder;
  }, [owedOrder]);

  const write = useCallback(
    (changes: StrategyChanges) => {
      // One write at a time: the first one's create has finished before an update needs its id.
      chain.current = chain.current.then(async () => {
        setSaveState('saving');
        const result = strategyId.current
          ? await updateStrategy(ctx, strategyId.current, changes)
          : await createStrategy(ctx, changes as NewStrategyInput);
        if (result.success) {
          strategyId.current = result.data.id;
          // One order everywhere: the Debts screen lists debts by the same priority.
          if (changes.type === 'custom' && Array.isArray(changes.debtPriorities) && changes.debtPriorities.length > 0) {
            await updateDebtPriorities(ctx, prioritiesFromOrder(changes.debtPriorities));
          }
        }
        setSaveError(result.success ? null : result.error);
        setSaveState(result.success ? (pending.current ? 'pending' : 'saved') : 'failed');
      });
      return chain.current;
    },
    [ctx],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const changes = pending.current;
    pending.current = null;
    return changes ? write(changes) : chain.current;
  }, [write]);

  // Leaving the page writes what is waiting.
  useEffect(() => () => void flush(), [flush]);

  /** Applies a change typed or chosen by the user: results follow at once, the write waits for a pause. */
  const update = useCallback(
    (change: Partial<StrategyFormState>) => {
      const next = { ...formRef.current, ...change };
      formRef.current = next;
      setForm(next);
      const read = readForm(next, orderRef.current);
      if (timer.current) clearTimeout(timer.current);
      if (Object.keys(read.errors).length > 0) {
        pending.current = null;
        setSaveState('invalid');
        return;
      }
      setLastValidForm(next);
      pending.current = read.changes;
      setSaveState('pending');
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  return {
    form,
    update,
    errors,
    engineStrategy,
    saveState,
    saveError,
    /** Writes the waiting changes now (before a plan is saved) and gives the strategy's id. */
    saveNow: useCallback(async () => {
      if (!strategyId.current && !pending.current) {
        // Nothing typed yet: store the strategy the page shows, so other screens know the user's choice.
        const read = readForm(formRef.current, orderRef.current);
        if (Object.keys(read.errors).length === 0) pending.current = read.changes;
      }
      await flush();
      return strategyId.current;
    }, [flush]),
  };
}
