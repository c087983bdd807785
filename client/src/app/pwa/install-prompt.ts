/**
 * The install card of spec §4: shown when the app is installable, not installed and not dismissed;
 * a dismissal is remembered for 7 days. iOS has no install event: there the card explains the
 * steps instead (tap Share, Add to Home Screen, Add).
 */
export const INSTALL_DISMISS_KEY = 'paydown:installDismissedAt';
export const INSTALL_DISMISS_MS = 7 * 24 * 60 * 60 * 1000;
export const IOS_INSTALL_STEPS = 'To install Paydown: tap Share, then Add to Home Screen, then Add.';

export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  // iPadOS reports itself as a Mac; touch points give it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether a dismissal less than 7 days old is stored. A dismissal dated in the future (the clock
 * was set back) counts for at most 7 days too, so a wrong clock never hides the card for good;
 * an unreadable value counts as no dismissal.
 */
export function isDismissed(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(INSTALL_DISMISS_KEY);
  } catch {
    return false; // storage switched off: nothing was remembered
  }
  const at = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(at) && at > 0 && Math.abs(now - at) < INSTALL_DISMISS_MS;
}

/** Remembers a dismissal; where storage is switched off or full, it lasts for this visit only. */
export function rememberDismissal(storage: Pick<Storage, 'setItem'>, now: number): void {
  try {
    storage.setItem(INSTALL_DISMISS_KEY, String(now));
  } catch (error) {
    console.info('Install card dismissal not stored', error);
  }
}

export function shouldShowInstallCard(state: { installable: boolean; installed: boolean; dismissed: boolean }): boolean {
  return state.installable && !state.installed && !state.dismissed;
}
