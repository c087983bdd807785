import type { ButtonHTMLAttributes } from 'react';
import './button.css';
import './spinner.css';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';
export type ButtonPalette = 'teal' | 'blue' | 'gray';
export type ButtonSize = 'sm' | 'md';

export interface ButtonClassOptions {
  variant: ButtonVariant;
  /** Chakra's colorPalette; by default solid is teal, outline and ghost gray. */
  palette?: ButtonPalette;
  /** Chakra's button sizes; md by default. */
  size?: ButtonSize;
}

/** The button.css classes for a variant, palette and size: for links that look like buttons. */
export function buttonClass({ variant, palette, size = 'md' }: ButtonClassOptions, className?: string): string {
  let classes = `button button--${variant}`;
  if (palette) classes += ` button--${palette}`;
  if (size !== 'md') classes += ` button--${size}`;
  return className ? `${classes} ${className}` : classes;
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonClassOptions {
  /** Shows a spinner over the label and refuses clicks (Chakra's `loading`). */
  busy?: boolean;
}

/**
 * A button styled by static CSS (button.css) instead of Chakra's runtime, for the screens that
 * render before that runtime has loaded. It looks and behaves as Chakra's Button (size md or sm).
 */
export function PlainButton({ variant, palette, size, busy = false, className, children, disabled, type = 'button', ...rest }: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, palette, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner button__spinner" aria-hidden /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
