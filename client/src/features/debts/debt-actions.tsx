import { ArrowDownIcon, ArrowUpIcon, EllipsisVerticalIcon } from 'lucide-react';
import { memo } from 'react';
import type { Debt } from '@schemas/index';
import { isClosedByUser, isOwed, takesStatements } from '@/planning/debt-status';
import { Button, IconButton } from '@/lib/ui/button';
import { Menu } from '@/lib/ui/menu';
import { debts as styles } from './debts.styles';

export type DebtAction = 'pay' | 'history' | 'edit' | 'statement' | 'close' | 'reopen' | 'delete';

/** The id of a debt's "More actions" button, for focus to return to it. */
export const moreActionsId = (debtId: string) => `more-actions-${debtId}`;

/**
 * What can be done with one debt: record a payment, see its payments and edit it up front; update
 * it from a statement, close it (saying how) or reopen it, and delete, in a menu. The kit's static buttons (each new row
 * renders them, also when the debt came from another device); memoized (with a stable
 * `onAction`): a row re-rendering because its place in the order changed leaves its buttons alone.
 */
export const DebtActions = memo(function DebtActions({ debt, onAction, wrap = true }: { debt: Debt; onAction: (action: DebtAction, debt: Debt) => void; wrap?: boolean }) {
  return (
    <div className={wrap ? styles.buttons : styles.buttonsNowrap}>
      {!debt.isPaid ? (
        <Button size="xs" variant="outline" colorPalette="accent" onClick={() => onAction('pay', debt)} aria-label={`Record a payment for ${debt.name}`}>
          Record a payment
        </Button>
      ) : null}
      <Button size="xs" variant="ghost" onClick={() => onAction('history', debt)} aria-label={`Payments of ${debt.name}`}>
        Payments
      </Button>
      <Button size="xs" variant="ghost" onClick={() => onAction('edit', debt)} aria-label={`Edit ${debt.name}`}>
        Edit
      </Button>
      {/* The menu's items mount on first open, not with every row. */}
      <Menu.Root triggerId={moreActionsId(debt.id)} onSelect={(value) => onAction(value as DebtAction, debt)} placement="bottom-end">
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={`More actions for ${debt.name}`}>
            <EllipsisVerticalIcon />
          </IconButton>
        </Menu.Trigger>
        <Menu.Content>
          {takesStatements(debt) ? <Menu.Item value="statement">Update from statement…</Menu.Item> : null}
          {isOwed(debt) ? <Menu.Item value="close">Close this debt…</Menu.Item> : null}
          {isClosedByUser(debt) ? <Menu.Item value="reopen">Reopen this debt…</Menu.Item> : null}
          <Menu.Item value="delete" className={styles.danger}>
            Delete…
          </Menu.Item>
        </Menu.Content>
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
    <div className={styles.moveButtons}>
      <IconButton
        size="xs"
        variant="ghost"
        id={`move-up-${debt.id}`}
        aria-label={`Move ${debt.name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(debt, -1)}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        id={`move-down-${debt.id}`}
        aria-label={`Move ${debt.name} down`}
        disabled={disabled || isLast}
        onClick={() => onMove(debt, 1)}
      >
        <ArrowDownIcon />
      </IconButton>
    </div>
  );
}
