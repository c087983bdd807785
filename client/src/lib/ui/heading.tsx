import { heading } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

export interface HeadingProps extends ElementProps<HTMLHeadingElement> {
  /** The level (h2 unless given, as Chakra's). */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  size?: Selection<typeof heading.variants>['size'];
}

/** Chakra's Heading, drawn by the theme's heading recipe as a static class. */
export function Heading({ as: Tag = 'h2', size, className, ...rest }: HeadingProps) {
  return <Tag {...rest} className={cx(heading({ size }), className)} />;
}
