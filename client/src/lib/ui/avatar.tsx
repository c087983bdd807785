import { useState } from 'react';
import { avatar } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

/** Chakra's avatar icon: a person's head and shoulders. */
function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" width="1.2em" height="1.2em" aria-hidden>
      <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
    </svg>
  );
}

/** A name's initials as Chakra's avatar shows them: the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

export interface AvatarProps extends ElementProps<HTMLSpanElement> {
  /** The picture; the fallback shows while it loads, if it fails, and without one. */
  src?: string | null;
  /** Shown as initials when there is no picture; without a name, the person icon. */
  name?: string;
  size?: Selection<typeof avatar.variants>['size'];
}

/**
 * Chakra's Avatar (a circle), drawn by the theme's avatar recipe as static classes. A new picture
 * stays hidden until it has loaded, so a broken one never shows.
 */
export function Avatar({ src = null, name, size, className, ...rest }: AvatarProps) {
  // The picture that finished loading.
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = src !== null && loaded === src;
  return (
    <span {...rest} className={cx(avatar('root', { size }), className)}>
      {shown ? null : <span className={avatar('fallback', { size })}>{name ? initials(name) : <PersonIcon />}</span>}
      {src === null ? null : (
        // no-referrer: an avatar service learns the email hash it needs, not which page asked.
        <img
          className={avatar('image', { size })}
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          draggable={false}
          hidden={!shown}
          onLoad={() => setLoaded(src)}
          onError={() => setLoaded(null)}
        />
      )}
    </span>
  );
}
