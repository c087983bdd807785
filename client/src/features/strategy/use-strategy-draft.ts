import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Strategy, StrategyType } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { prioritiesFromOrder, updateDebtPriorities } from '@/data/debts/update-debt-priorities';
import { createStrategy } from '@/data/strategies/create-strategy';
import type { NewStrategyInput, StrategyChanges } from '@/data/strategies/strategy-input';
import { updateStrategy } from '@/data/strategies/update-strategy';
import { changedEntries, conflictsOf, type SaveInProgress } from '@/lib/live-form/live-form-state';
import { useLiveForm } from '@/lib/live-form/use-live-form';
import type { StrategyInput } from '@/payoff/index';
import { initialFormState, readForm, toEngineStrategy, type StrategyFormState } from './strategy-form-state';

/** How long typing must pause before the strategy is written. */
export const SAVE_DELAY_MS = 500;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

interface DraftOptions {
  ctx: DataContext;
  /** The scenario being edited, live (null: none stored yet; one is created on the first change). */
  stored: Strategy | null;
  /** What the form shows while there is no stored strategy. */
  defaults: { type: StrategyType; budget: number; order: string[] };
  /** Ids of the debts owed now, in their priority order (stable between renders). */
  owedOrder: readonly string[];
}

const hasErrors = (read: { errors: object }) => Object.keys(read.errors).length > 0;

/**
 * The strategy being edited, over the live strategy document (lib/live-form): a field the user
 * has not touched follows changes from other devices in place; one they changed keeps their value
 * and, if it changed elsewhere too, waits for their choice. Results come from the form itself, so
 * they follow the budget slider with no delay (the stored values while the form has an error); the
 * database is written when the user pauses (SAVE_DELAY_MS), one write after another, only the
 * fields they changed, and whatever is waiting is written when the page is left.
 */
export function useStrategyDraft({ ctx, stored, defaults, owedOrder }: DraftOptions) {
  const orderKey = defaults.order.join(',');
  const source = useMemo(
    () => initialFormState(stored, { type: defaults.type, budget: defaults.budget, order: orderKey === '' ? [] : orderKey.split(',') }),
    [stored, defaults.type, defaults.budget, orderKey],
  );
  const { form: liveForm, state } = useLiveForm<StrategyFormState>(source);
  const form: StrategyFormState = state.draft;
  const errors = useMemo(() => readForm(state.draft, owedOrder).errors, [state.draft, owedOrder]);
  // Budget steps and one-time payments are written one by one as they are saved (their own lists),
  // so the stored scenario's are the ones to plan with.
  const snowflakes = stored?.snowflakes ?? null;
  const budgetSteps = stored?.budgetSteps ?? null;
  const engineStrategy: StrategyInput = useMemo(() => {
    const read = readForm(state.draft, owedOrder);
    return { ...toEngineStrategy((hasErrors(read) ? readForm(state.base, owedOrder) : read).changes), snowflakes, budgetSteps };
  }, [state.draft, state.base, owedOrder, snowflakes, budgetSteps]);
  const conflicts = useMemo(() => conflictsOf(state), [state]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);

  const orderRef = useRef(owedOrder);
  const storedRef = useRef(stored);
  /** The strategy this page created, until the live query brings it back. */
  const createdId = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    orderRef.current = owedOrder;
    storedRef.current = stored;
  }, [owedOrder, stored]);

  const strategyId = useCallback(() => storedRef.current?.id ?? createdId.current, []);

  /** Stores the changes of one save; resolves with the stored strategy in the form's terms, or null. */
  const write = useCallback(
    async (save: SaveInProgress<StrategyFormState>) => {
      setSaveState('saving');
      const after = readForm(save.after, orderRef.current).changes;
      const id = strategyId();
      const result = id
        ? await updateStrategy(ctx, id, changedEntries(readForm(save.before, orderRef.current).changes, after) as StrategyChanges)
        : await createStrategy(ctx, after as NewStrategyInput);
      if (result.success) {
        createdId.current = result.data.id;
        // One order everywhere: the Debts screen lists debts by the same priority.
        if (save.fields.includes('customOrder') && after.type === 'custom' && Array.isArray(after.debtPriorities) && after.debtPriorities.length > 0) {
          await updateDebtPriorities(ctx, prioritiesFromOrder(after.debtPriorities));
        }
      }
      setSaveError(result.success ? null : result.error);
      return result.success ? (initialFormState(result.data, { type: after.type ?? 'avalanche', budget: 0, order: [...orderRef.current] })) : null;
    },
    [ctx, strategyId],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One write at a time: the first one's create has finished before an update needs its id.
    chain.current = chain.current.then(async () => {
      if (hasErrors(readForm(liveForm.getState().draft, orderRef.current))) return;
      const outcome = await liveForm.save(write);
      if (outcome === 'unchanged') return;
      setSaveState(outcome === 'failed' ? 'failed' : 'saved');
    });
    return chain.current;
  }, [liveForm, write]);

  // Leaving the page writes what is waiting.
  useEffect(() => () => void flush(), [flush]);

  /** Applies a change typed or chosen by the user: results follow at once, the write waits for a pause. */
  const update = useCallback(
    (change: Partial<StrategyFormState>) => {
      for (const [field, value] of Object.entries(change) as [keyof StrategyFormState & string, unknown][]) {
        liveForm.edit(field, value as StrategyFormState[typeof field]);
      }
      if (timer.current) clearTimeout(timer.current);
      if (hasErrors(readForm(liveForm.getState().draft, orderRef.current))) {
        setSaveState('invalid');
        return;
      }
      setSaveState('pending');
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, liveForm],
  );

  return {
    form,
    update,
    errors,
    engineStrategy,
    saveState,
    saveError,
    /** Fields changed here and on another device: each waits for keepMine or takeTheirs. */
    conflicts,
    /** Fields another device changed while the page was open (they show its values). */
    updatedElsewhere: state.updatedElsewhere,
    keepMine: useCallback(
      (field: keyof StrategyFormState & string) => {
        liveForm.keepMine(field);
        void flush();
      },
      [flush, liveForm],
    ),
    takeTheirs: useCallback((field: keyof StrategyFormState & string) => liveForm.takeTheirs(field), [liveForm]),
    /** Writes the waiting changes now (before a plan is saved) and gives the strategy's id. */
    saveNow: useCallback(async () => {
      await flush();
      if (!strategyId()) {
        // Nothing typed yet: store the strategy the page shows, so other screens know the user's choice.
        const read = readForm(liveForm.getState().draft, orderRef.current);
        if (!hasErrors(read)) {
          const result = await createStrategy(ctx, read.changes as NewStrategyInput);
          if (result.success) createdId.current = result.data.id;
        }
      }
      return strategyId();
    }, [ctx, flush, liveForm, strategyId]),
  };
}
