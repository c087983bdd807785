import { Menu, Portal } from '@chakra-ui/react';
import { ArrowDownIcon, ArrowUpIcon, EllipsisVerticalIcon } from 'lucide-react';
import { memo, useRef } from 'react';
import type { Debt } from '@schemas/index';
import { isClosedByUser, isOwed } from '@/lib/planner/debt-status';
import { useLandmarkContainer } from '@/lib/ui/landmark-portal';
import '@/lib/ui/button.css';
import './debts.css';

export type DebtAction = 'pay' | 'history' | 'edit' | 'close' | 'reopen' | 'delete';

/** The id of a debt's "More actions" button, for focus to return to it. */
export const moreActionsId = (debtId: string) => `more-actions-${debtId}`;

/**
 * What can be done with one debt: record a payment, see its payments and edit it up front; close
 * it (saying how) or reopen it, and delete, in a menu. Plain buttons styled by debts.css (each new row renders them, also
 * when the debt came from another device); memoized (with a stable `onAction`): a row re-rendering
 * because its place in the order changed leaves its buttons alone.
 */
export const DebtActions = memo(function DebtActions({ debt, onAction, wrap = true }: { debt: Debt; onAction: (action: DebtAction, debt: Debt) => void; wrap?: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const landmark = useLandmarkContainer(trigger);
  return (
    <div className={wrap ? 'debt-buttons' : 'debt-buttons debt-buttons--nowrap'}>
      {!debt.isPaid ? (
        <button type="button" className="button debt-button debt-button--primary" onClick={() => onAction('pay', debt)} aria-label={`Record a payment for ${debt.name}`}>
          Record a payment
        </button>
      ) : null}
      <button type="button" className="button debt-button" onClick={() => onAction('history', debt)} aria-label={`Payments of ${debt.name}`}>
        Payments
      </button>
      <button type="button" className="button debt-button" onClick={() => onAction('edit', debt)} aria-label={`Edit ${debt.name}`}>
        Edit
      </button>
      {/* The menu's items mount on first open, not with every row. */}
      <Menu.Root
        ids={{ trigger: moreActionsId(debt.id) }}
        onSelect={(details) => onAction(details.value as DebtAction, debt)}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <Menu.Trigger asChild>
          <button ref={trigger} type="button" className="button debt-button debt-button--icon" aria-label={`More actions for ${debt.name}`}>
            <EllipsisVerticalIcon />
          </button>
        </Menu.Trigger>
        <Portal container={landmark}>
          <Menu.Positioner>
            <Menu.Content>
              {isOwed(debt) ? <Menu.Item value="close">Close this debt…</Menu.Item> : null}
              {isClosedByUser(debt) ? <Menu.Item value="reopen">Reopen this debt…</Menu.Item> : null}
              <Menu.Item value="delete" color="fg.error">
                Delete…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </div>
  );
});

interface MoveButtonsProps {
  debt: Debt;
  index: number;
  /** Whether this is the last debt that can move (the bottom of the order). */
  isLast: boolean;
  disabled: boolean;
  onMove: (debt: Debt, direction: -1 | 1) => void;
}

/** Up/down buttons that change the payoff priority; ordinary buttons, so Tab and Enter/Space work. */
export function MoveButtons({ debt, index, isLast, disabled, onMove }: MoveButtonsProps) {
  return (
    <div className="debt-move-buttons">
      <button
        type="button"
        id={`move-up-${debt.id}`}
        className="button debt-button debt-button--icon"
        aria-label={`Move ${debt.name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(debt, -1)}
      >
        <ArrowUpIcon />
      </button>
      <button
        type="button"
        id={`move-down-${debt.id}`}
        className="button debt-button debt-button--icon"
        aria-label={`Move ${debt.name} down`}
        disabled={disabled || isLast}
        onClick={() => onMove(debt, 1)}
      >
        <ArrowDownIcon />
      </button>
    </div>
  );
}
