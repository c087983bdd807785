import { createContext, useContext } from 'react';
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
}

function Root({ size, as: Tag = 'div', className, ...rest }: CardRootProps) {
  return (
    <SizeContext.Provider value={size}>
      <Tag {...rest} className={cx(card('root', { size }), className)} />
    </SizeContext.Provider>
  );
}

function part<Slot extends 'header' | 'body' | 'footer' | 'description'>(slot: Slot, Tag: 'div' | 'p') {
  return function CardPart({ className, ...rest }: ElementProps<HTMLElement>) {
    return <Tag {...rest} className={cx(card(slot, { size: useContext(SizeContext) }), className)} />;
  };
}

function Title({ as: Tag = 'h3', className, ...rest }: ElementProps<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) {
  return <Tag {...rest} className={cx(card('title', { size: useContext(SizeContext) }), className)} />;
}

/** Chakra's Card (variant outline), drawn by the theme's card recipe as static classes: Card.Root > Card.Header, Card.Body… */
export const Card = { Root, Header: part('header', 'div'), Body: part('body', 'div'), Footer: part('footer', 'div'), Title, Description: part('description', 'p') };
