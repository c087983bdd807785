/**
 * Which picture the account menu shows (spec §2): the person's photo if present; else the image the
 * avatar service (Gravatar) keeps for their email; with no email a fixed blank avatar. Offline, no
 * external image is requested at all: the generic icon shows instead.
 */

/** Spec §9: default size 200, default style retro. */
export const AVATAR_SIZE = 200;
export const AVATAR_STYLE = 'retro';
const AVATAR_SERVICE = 'https://gravatar.com/avatar/';

/** A plain grey square (clipped to a circle by the avatar), inline: showing it makes no request. */
export const BLANK_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#d4d4d8"/></svg>',
)}`;

export type AvatarSource =
  | { kind: 'photo'; src: string }
  | { kind: 'service'; src: string }
  | { kind: 'blank'; src: string }
  /** The generic person icon: offline, or while the email's hash is being worked out. */
  | { kind: 'icon' };

/** The email as the avatar service hashes it: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * SHA-256 of the normalized email in lowercase hex (Gravatar accepts SHA-256 as well as MD5; Web
 * Crypto has SHA-256 and no MD5). Null where Web Crypto is missing (pages served over plain http
 * from another machine are not a secure context): the generic icon is shown then.
 */
export async function emailHash(email: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string | null> {
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The avatar service's image for an email hash: `s` is the size in pixels, `d` the style of the default image. */
export function avatarServiceUrl(hash: string, size = AVATAR_SIZE, style = AVATAR_STYLE): string {
  const query = new URLSearchParams({ s: String(size), d: style });
  return `${AVATAR_SERVICE}${hash}?${query.toString()}`;
}

/** A picture that needs no network: inline data, an object URL, or a file of this site. */
function isLocalPicture(url: string): boolean {
  return /^(data|blob):/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

export interface AvatarFacts {
  photoURL: string | null | undefined;
  email: string | null | undefined;
  /** emailHash(email): null while it is computed or where it cannot be. */
  emailHash: string | null;
  online: boolean;
}

export function chooseAvatar({ photoURL, email, emailHash: hash, online }: AvatarFacts): AvatarSource {
  const photo = photoURL?.trim();
  if (photo) return online || isLocalPicture(photo) ? { kind: 'photo', src: photo } : { kind: 'icon' };
  if (!email?.trim()) return { kind: 'blank', src: BLANK_AVATAR_URL };
  if (!online || !hash) return { kind: 'icon' };
  return { kind: 'service', src: avatarServiceUrl(hash) };
}
