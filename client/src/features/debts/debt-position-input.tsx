import { useState, type KeyboardEvent } from 'react';
import type { Debt } from '@schemas/index';
import { cx } from '@/lib/ui/static-styles';
import { input } from '@/lib/ui/kit.styles';
import { debts as styles } from './debts.styles';

/** The id of a debt's position field, for focus to follow the debt after a move. */
export const positionInputId = (debtId: string) => `position-${debtId}`;

interface PositionInputProps {
  debt: Debt;
  /** Its place in the payoff order, 1-based. */
  position: number;
  /** How many debts are in the order. */
  count: number;
  disabled: boolean;
  /** A position typed and confirmed with Enter: a whole number, maybe outside 1…count (the list says so). */
  onMoveTo: (debt: Debt, position: number) => void;
}

/**
 * A debt's place in the order, as a field: type a number and press Enter to move it there. The
 * keyboard's and a screen reader's way to move a debt far (the last of 100 to the top) in one
 * step; Escape or leaving the field puts the number back.
 */
export function PositionInput({ debt, position, count, disabled, onMoveTo }: PositionInputProps) {
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
    if (typed.trim() !== String(position)) onMoveTo(debt, Number.isInteger(wanted) ? wanted : Number.NaN);
  }
  return (
    <input
      id={positionInputId(debt.id)}
      className={cx(input(), styles.position)}
      inputMode="numeric"
      autoComplete="off"
      aria-label={`Position of ${debt.name} in the payoff order, 1 to ${count}: type a number and press Enter`}
      value={typed ?? String(position)}
      disabled={disabled}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={reset}
      onFocus={(event) => event.target.select()}
    />
  );
}
