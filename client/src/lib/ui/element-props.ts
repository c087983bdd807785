import type { HTMLAttributes } from 'react';

/**
 * An element's attributes for a kit control, less `color`: HTML still lists it, and Chakra's
 * `color` style prop shares its name, so `<Heading color="fg.muted">` would type-check and reach
 * the page as an attribute that styles nothing. A kit control is styled by its variants and by a
 * class (a `*.styles.ts` declaration).
 */
export type ElementProps<T extends Element, Attributes extends HTMLAttributes<T> = HTMLAttributes<T>> = Omit<Attributes, 'color'>;
