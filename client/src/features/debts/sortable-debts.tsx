import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { Debt } from '@schemas/index';
import { IconButton } from '@/lib/ui/button';
import type { ListedDebt } from './debt-list-view';
import { debts as styles } from './debts.styles';

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move this debt in the payoff order, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel. Or type its new position in the field next to it.',
};

/** What screen readers hear during a drag, in the list's words (positions, not dnd-kit's ids). */
function announcementsFor(rows: readonly ListedDebt[]): Announcements {
  const find = (id: UniqueIdentifier | undefined) => rows.find((row) => row.debt.id === id);
  const name = (id: UniqueIdentifier) => find(id)?.debt.name ?? 'The debt';
  const at = (id: UniqueIdentifier | undefined) => find(id)?.position ?? null;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at position ${at(active.id) ?? ''}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over position ${at(over.id) ?? ''}.` : `${name(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${at(over.id) ?? ''}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it stays at position ${at(active.id) ?? ''}.`,
  };
}

interface SortableDebtsProps {
  /** The rows shown; only those with a position (owed) can be dragged. */
  rows: readonly ListedDebt[];
  /** Cards lie in a grid on tablets; the table's rows in one column. */
  layout: 'rows' | 'grid';
  /** Dropped on another debt: move to its position (1-based, in the whole order). */
  onDrop: (debt: Debt, position: number) => void;
  children: ReactNode;
}

/**
 * Drag and drop of the owed debts shown, by pointer, touch or keyboard (dnd-kit: the handle is a
 * button; Space picks a debt up, arrows move it, Space drops it, and each step is announced).
 * Only a page of the payoff order itself is reorderable: the list passes its rows here only then.
 */
export function SortableDebts({ rows, layout, onDrop, children }: SortableDebtsProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click or a tap on the handle stays one.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.filter((row) => row.position !== null).map((row) => row.debt.id);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || over.id === active.id) return;
    const moved = rows.find((row) => row.debt.id === active.id);
    const target = rows.find((row) => row.debt.id === over.id)?.position;
    if (moved && target) onDrop(moved.debt, target);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcementsFor(rows), screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={layout === 'rows' ? verticalListSortingStrategy : rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row's part in a drag: the element that moves, and its handle's props (inert outside SortableDebts). */
export function useSortableDebt(id: string, enabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  const style: CSSProperties | undefined = transform ? { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined } : undefined;
  return { setNodeRef, style, handle: enabled ? { ...attributes, ...listeners, ref: setActivatorNodeRef } : null, isDragging };
}

export type SortableHandle = ReturnType<typeof useSortableDebt>['handle'];

/** The grip a debt is dragged by. */
export function DragHandle({ debt, handle }: { debt: Debt; handle: NonNullable<SortableHandle> }) {
  const { ref, ...props } = handle;
  return (
    <IconButton {...props} ref={ref} size="xs" variant="ghost" className={styles.dragHandle} aria-label={`Drag ${debt.name} to another position`}>
      <GripVerticalIcon />
    </IconButton>
  );
}
