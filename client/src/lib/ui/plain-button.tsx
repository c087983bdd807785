import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: 'solid' | 'outline';
  /** Shows a spinner over the label and refuses clicks (Chakra's `loading`). */
  busy?: boolean;
}

/**
 * A button styled by static CSS (button.css) instead of Chakra's runtime, for the screens that
 * render before that runtime has loaded. It looks and behaves as Chakra's Button of size md.
 */
export function PlainButton({ variant, busy = false, className, children, disabled, type = 'button', ...rest }: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="button__spinner" aria-hidden /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
