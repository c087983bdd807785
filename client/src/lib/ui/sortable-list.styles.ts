import { staticStyles } from './static-styles';

/** The grip an item is dragged by and the field its position is typed in (sortable-list.tsx, position-field.tsx). */
export const sortableList = staticStyles('sortable-list', {
  // touch-action: a finger on the grip drags the item rather than scrolling the page.
  handle: { cursor: 'grab', touchAction: 'none', color: 'fg.muted' },
  dragging: { boxShadow: 'md', bg: 'bg.panel', opacity: '0.9' },
  // A position, a field three digits wide.
  position: { width: '12', minWidth: '12', height: '8', paddingInline: '1.5', textAlign: 'center', fontSize: 'sm' },
});
