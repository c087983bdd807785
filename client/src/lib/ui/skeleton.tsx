import { skeleton } from './kit.styles';
import { cx } from './static-styles';
import type { ElementProps } from './element-props';

/** Chakra's Skeleton (a pulsing placeholder); its size comes from the caller's class. */
export function Skeleton({ className, ...rest }: ElementProps<HTMLDivElement>) {
  return <div {...rest} className={cx(skeleton(), className)} />;
}
