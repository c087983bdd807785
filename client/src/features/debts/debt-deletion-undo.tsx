import { useCallback, useEffect, useRef, useState } from 'react';
import type { Debt } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import type { RemovedDebt } from '@/data/debts/delete-debt';
import { restoreDebt } from '@/data/debts/restore-debt';
import { moreActionsId } from './debt-actions';
import { UndoNotice, type UndoOffer } from './undo-notice';

/** The Undo button's id: the delete confirmation gives it the focus. */
export const UNDO_DEBT_BUTTON_ID = 'undo-debt-deletion';

/**
 * The undo of a debt's deletion, kept by the debts page rather than by the list, which goes when
 * its last debt does. Undone, the debt comes back (restore-debt.ts) and the keyboard goes back to
 * its "More actions" button, where the deletion started, as soon as it is listed again.
 */
export function useDebtDeletionUndo(ctx: DataContext | null, debts: readonly Debt[]) {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  // The restored debt whose menu gets the focus once it is listed (a ref: nothing re-renders for it).
  const focusWhenListed = useRef<string | null>(null);

  useEffect(() => {
    const menu = focusWhenListed.current ? document.getElementById(moreActionsId(focusWhenListed.current)) : null;
    if (!menu) return;
    menu.focus();
    focusWhenListed.current = null;
  }, [debts]);

  const onDeleted = useCallback(
    (debt: Debt, removed: RemovedDebt) => {
      if (!ctx) return;
      setOffer({
        message: `${debt.name} deleted.`,
        undo: async () => {
          const restored = await restoreDebt(ctx, removed);
          if (!restored.success) return `Could not bring ${debt.name} back: ${restored.error}`;
          const menu = document.getElementById(moreActionsId(restored.data.id));
          if (menu) menu.focus();
          else focusWhenListed.current = restored.data.id;
          return null;
        },
      });
    },
    [ctx],
  );

  const notice = offer ? <UndoNotice key={offer.message} offer={offer} onDone={() => setOffer(null)} buttonId={UNDO_DEBT_BUTTON_ID} takeFocus /> : null;
  return { onDeleted, notice };
}
