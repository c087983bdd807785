import { createContext, useContext, type RefCallback } from 'react';
import { card } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

type CardSize = Selection<typeof card.variants>['size'];
const SizeContext = createContext<CardSize | undefined>(undefined);

export interface CardRootProps extends ElementProps<HTMLElement> {
  /** Chakra's card sizes (md by default): the room around the content. */
  size?: CardSize;
  /** The element: a <div> unless given (a <section> for a titled part of a page, an <li> in a list). */
  as?: 'div' | 'section' | 'article' | 'li';
  /** The element (a card that can be dragged). */
  ref?: RefCallback<HTMLElement>;
}

function Root({ size, as: Tag = 'div', className, ...rest }: CardRootProps) {
  return (
    <SizeContext.Provider value={size}>
      <Tag {...rest} className={cx(card('root', { size }), className)} />
    </SizeContext.Provider>
  );
}

function part(slot: 'header' | 'body' | 'footer') {
  return function CardPart({ className, ...rest }: ElementProps<HTMLDivElement>) {
    return <div {...rest} className={cx(card(slot, { size: useContext(SizeContext) }), className)} />;
  };
}

/** Chakra's Card (variant outline), drawn by the theme's card recipe as static classes: Card.Root > Card.Header, Card.Body, Card.Footer. */
export const Card = { Root, Header: part('header'), Body: part('body'), Footer: part('footer') };
