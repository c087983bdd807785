/**
 * A list that grows with the person's debts or payments shows its first items and a "Show all (n)"
 * button, so one card cannot stretch a screen by thousands of pixels (100 debts once made the
 * Dashboard 6,100 px tall). The button is a real button: it says which list it opens
 * (`aria-controls`) and whether it is open (`aria-expanded`), and it stays in place as "Show
 * fewer", so focus is never lost when the list grows or shrinks.
 */
import { useId, useState } from 'react';
import { Button } from './button';

/** How many items a capped list shows until the person asks for all of them. */
export const SHOWN_AT_FIRST = 10;

export interface ShowAll<T> {
  /** The items to render now. */
  shown: readonly T[];
  /** The id to give the list element (the button controls it). */
  listId: string;
  /** The button's props; null while every item fits (no button then). */
  button: ShowAllButtonProps | null;
}

interface ShowAllButtonProps {
  listId: string;
  total: number;
  expanded: boolean;
  onToggle: () => void;
}

/** The first `limit` items until "Show all" is pressed, and what the button needs. */
export function useShowAll<T>(items: readonly T[], limit = SHOWN_AT_FIRST): ShowAll<T> {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (items.length <= limit) return { shown: items, listId, button: null };
  return {
    shown: expanded ? items : items.slice(0, limit),
    listId,
    button: { listId, total: items.length, expanded, onToggle: () => setExpanded((open) => !open) },
  };
}

/** "Show all (n)" under a capped list, "Show fewer" once it is open; nothing when `props` is null. */
export function ShowAllButton({ props }: { props: ShowAllButtonProps | null }) {
  if (!props) return null;
  return (
    <Button size="xs" variant="ghost" colorPalette="accent" aria-controls={props.listId} aria-expanded={props.expanded} onClick={props.onToggle}>
      {props.expanded ? 'Show fewer' : `Show all (${props.total})`}
    </Button>
  );
}
