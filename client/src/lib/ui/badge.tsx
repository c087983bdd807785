import { badge, palette, type Palette } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

type BadgeSelection = Selection<typeof badge.variants>;

export interface BadgeProps extends ElementProps<HTMLSpanElement> {
  variant?: BadgeSelection['variant'];
  size?: BadgeSelection['size'];
  colorPalette?: Palette;
}

/** Chakra's Badge, drawn by the theme's badge recipe as a static class. */
export function Badge({ variant, size, colorPalette, className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(badge({ variant, size }), colorPalette && palette[colorPalette], className)} />;
}
