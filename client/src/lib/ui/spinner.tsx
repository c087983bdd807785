import { palette, spinner, type Palette } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

export interface SpinnerProps extends ElementProps<HTMLSpanElement> {
  size?: Selection<typeof spinner.variants>['size'];
  colorPalette?: Palette;
}

/** Chakra's Spinner (a turning ring), drawn by the theme's spinner recipe as a static class. */
export function Spinner({ size, colorPalette, className, ...rest }: SpinnerProps) {
  return <span {...rest} className={cx(spinner({ size }), colorPalette && palette[colorPalette], className)} />;
}
