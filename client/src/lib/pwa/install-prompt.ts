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

export function isDismissed(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  const at = Number(storage.getItem(INSTALL_DISMISS_KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_MS;
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'>, now: number): void {
  storage.setItem(INSTALL_DISMISS_KEY, String(now));
}

export function shouldShowInstallCard(state: { installable: boolean; installed: boolean; dismissed: boolean }): boolean {
  return state.installable && !state.installed && !state.dismissed;
}
