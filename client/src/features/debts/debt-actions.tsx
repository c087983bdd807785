import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { ArrowDownIcon, ArrowUpIcon, EllipsisVerticalIcon } from 'lucide-react';
import { memo } from 'react';
import type { Debt } from '@schemas/index';

export type DebtAction = 'pay' | 'history' | 'edit' | 'toggle-paid' | 'delete';

/**
 * What can be done with one debt: record a payment, see its payments and edit it up front; mark
 * paid and delete in a menu. Memoized (with a stable `onAction`): a row re-rendering because its
 * place in the order changed leaves its buttons alone.
 */
export const DebtActions = memo(function DebtActions({ debt, onAction, wrap = true }: { debt: Debt; onAction: (action: DebtAction, debt: Debt) => void; wrap?: boolean }) {
  return (
    <HStack gap="1" justify="end" wrap={wrap ? 'wrap' : 'nowrap'}>
      {!debt.isPaid ? (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => onAction('pay', debt)} aria-label={`Record a payment for ${debt.name}`}>
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
      <Menu.Root onSelect={(details) => onAction(details.value as DebtAction, debt)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={`More actions for ${debt.name}`}>
            <EllipsisVerticalIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="toggle-paid">{debt.isPaid ? 'Mark as not paid' : 'Mark as paid'}</Menu.Item>
              <Menu.Item value="delete" color="fg.error">
                Delete
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
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
    <HStack gap="0.5">
      <IconButton
        id={`move-up-${debt.id}`}
        size="xs"
        variant="ghost"
        aria-label={`Move ${debt.name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(debt, -1)}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        id={`move-down-${debt.id}`}
        size="xs"
        variant="ghost"
        aria-label={`Move ${debt.name} down`}
        disabled={disabled || isLast}
        onClick={() => onMove(debt, 1)}
      >
        <ArrowDownIcon />
      </IconButton>
    </HStack>
  );
}
