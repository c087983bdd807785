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
import { IconButton } from './button';
import { sortableList as styles } from './sortable-list.styles';

/** An item of a sortable list: its id, its name as people read it, and its position (null: not in the order). */
export interface SortableItem {
  id: string;
  name: string;
  position: number | null;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move this item in the order, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel. Or type its new position in the field next to it.',
};

/** What screen readers hear during a drag, in the list's words (names and positions, not dnd-kit's ids). */
function announcementsFor(rows: readonly SortableItem[]): Announcements {
  const find = (id: UniqueIdentifier | undefined) => rows.find((row) => row.id === id);
  const name = (id: UniqueIdentifier) => find(id)?.name ?? 'The item';
  const at = (id: UniqueIdentifier | undefined) => find(id)?.position ?? null;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at position ${at(active.id) ?? ''}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over position ${at(over.id) ?? ''}.` : `${name(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${at(over.id) ?? ''}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it stays at position ${at(active.id) ?? ''}.`,
  };
}

interface SortableListProps {
  /** The items shown, in their order; only those with a position can be dragged. */
  rows: readonly SortableItem[];
  /** One column of rows, or a grid (cards side by side). */
  layout: 'rows' | 'grid';
  /** Dropped on another item: move to its position (1-based). */
  onDrop: (id: string, position: number) => void;
  children: ReactNode;
}

/**
 * Drag and drop of the items shown, by pointer, touch or keyboard (dnd-kit: the handle is a
 * button; Space picks an item up, arrows move it, Space drops it, and each step is announced).
 * The children render the items, each with useSortableItem.
 */
export function SortableList({ rows, layout, onDrop, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click or a tap on the handle stays one.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.filter((row) => row.position !== null).map((row) => row.id);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || over.id === active.id) return;
    const target = rows.find((row) => row.id === over.id)?.position;
    if (target) onDrop(String(active.id), target);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcementsFor(rows), screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={layout === 'rows' ? verticalListSortingStrategy : rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** An item's part in a drag: the element that moves, and its handle's props (null when it cannot be dragged). */
export function useSortableItem(id: string, enabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  const style: CSSProperties | undefined = transform ? { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined } : undefined;
  // The item being dragged is lifted above the others (`draggingClass`).
  return { setNodeRef, style, handle: enabled ? { ...attributes, ...listeners, ref: setActivatorNodeRef } : null, draggingClass: isDragging ? styles.dragging : undefined };
}

export type SortableHandle = ReturnType<typeof useSortableItem>['handle'];

/** The grip an item is dragged by. */
export function DragHandle({ name, handle }: { name: string; handle: NonNullable<SortableHandle> }) {
  const { ref, ...props } = handle;
  return (
    <IconButton {...props} ref={ref} size="xs" variant="ghost" className={styles.handle} aria-label={`Drag ${name} to another position`}>
      <GripVerticalIcon />
    </IconButton>
  );
}
