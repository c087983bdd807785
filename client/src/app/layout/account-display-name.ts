/**
 * The name the account menu shows (spec §2): the display name, else the part of the email before
 * the at sign, else "User". The local user record (which the profile screen edits) wins over
 * the identity provider's account; blank values count as missing.
 */
export interface NameFacts {
  localDisplayName?: string | null | undefined;
  authDisplayName?: string | null | undefined;
  email?: string | null | undefined;
}

export function accountDisplayName({ localDisplayName, authDisplayName, email }: NameFacts): string {
  const displayName = localDisplayName?.trim() || authDisplayName?.trim();
  if (displayName) return displayName;
  const beforeAt = email?.trim().split('@')[0]?.trim();
  return beforeAt || 'User';
}

/** The first non-blank value, trimmed: a field of the local record first, then the provider's. */
export function firstPresent(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}
