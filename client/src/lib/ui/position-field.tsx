import { useState, type KeyboardEvent } from 'react';
import { input } from './kit.styles';
import { sortableList as styles } from './sortable-list.styles';
import { cx } from './static-styles';

/** The id of an item's position field, for focus to follow the item after a move. */
export const positionFieldId = (itemId: string) => `position-${itemId}`;

interface PositionFieldProps {
  itemId: string;
  /** What the field is the position of ("Visa"), and of what order ("the payoff order"). */
  name: string;
  orderName: string;
  /** Its place in the order, 1-based. */
  position: number;
  /** How many items are in the order. */
  count: number;
  disabled?: boolean;
  /** A position typed and confirmed with Enter: a whole number, maybe outside 1…count (the caller says so), or NaN. */
  onMoveTo: (position: number) => void;
}

/**
 * An item's place in an order, as a field: type a number and press Enter to move it there. The
 * keyboard's and a screen reader's way to move an item far (the last of 100 to the top) in one
 * step; Escape or leaving the field puts the number back.
 */
export function PositionField({ itemId, name, orderName, position, count, disabled = false, onMoveTo }: PositionFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const reset = () => setTyped(null);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && typed !== null) {
      event.stopPropagation();
      reset();
    }
    if (event.key !== 'Enter' || typed === null) return;
    event.preventDefault();
    const wanted = Number(typed.trim());
    reset();
    if (typed.trim() !== String(position)) onMoveTo(Number.isInteger(wanted) ? wanted : Number.NaN);
  }
  return (
    <input
      id={positionFieldId(itemId)}
      className={cx(input(), styles.position)}
      inputMode="numeric"
      autoComplete="off"
      aria-label={`Position of ${name} in ${orderName}, 1 to ${count}: type a number and press Enter`}
      value={typed ?? String(position)}
      disabled={disabled}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={reset}
      onFocus={(event) => event.target.select()}
    />
  );
}
