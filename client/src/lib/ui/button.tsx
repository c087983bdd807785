import { Children, cloneElement, type ButtonHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { button, palette, parts, spinner, type Palette } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

type ButtonSelection = Selection<typeof button.variants>;

export interface ButtonStyleProps {
  /** Chakra's button variants (solid by default). */
  variant?: ButtonSelection['variant'];
  /** Chakra's button sizes (md by default). */
  size?: ButtonSelection['size'];
  /** Chakra's colorPalette: gray unless given (a solid button is then black, or white in the dark). */
  colorPalette?: Palette;
}

export interface ButtonProps extends ElementProps<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>, ButtonStyleProps {
  /** The button element (a dialog's first focus, say). */
  ref?: Ref<HTMLButtonElement>;
  /** Shows a spinner over the label, which keeps the button's width, and refuses clicks (Chakra's `loading`). */
  loading?: boolean;
  /**
   * Styles its only child (a router link) as the button instead of rendering a <button>, as
   * Chakra's `asChild`: `<Button asChild><Link to="/debts">Debts</Link></Button>`.
   */
  asChild?: boolean;
}

/** A busy button's content: its label, hidden but keeping its room, under a spinner (Chakra's Loader). */
function Loader({ children }: { children: ReactNode }) {
  return (
    <>
      <span className={parts.loaderCenter}>
        <span className={cx(spinner({ size: 'inherit' }), parts.loaderSpinner)} />
      </span>
      <span className={parts.loaderHidden}>{children}</span>
    </>
  );
}

/** Chakra's Button, drawn by the theme's button recipe as a static class. */
export function Button({ variant, size, colorPalette, loading = false, asChild = false, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  const classes = cx(button({ variant, size }), colorPalette && palette[colorPalette], className);
  if (asChild) {
    const child = Children.only(children) as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...rest, className: cx(classes, child.props.className) });
  }
  return (
    <button {...rest} type={type} className={classes} disabled={loading || disabled} data-loading={loading ? '' : undefined} aria-busy={loading || undefined}>
      {loading ? <Loader>{children}</Loader> : children}
    </button>
  );
}

/** Chakra's IconButton: a square button around an icon; `aria-label` names it. */
export function IconButton({ className, ...props }: ButtonProps & { 'aria-label': string }) {
  return <Button {...props} className={cx(parts.iconButton, className)} />;
}

/** Chakra's ButtonGroup, `attached`: buttons in one row, sharing their inner borders. */
export function AttachedButtons({ className, ...props }: ElementProps<HTMLDivElement>) {
  return <div role="group" {...props} className={cx(parts.attached, className)} />;
}
