import type { ReactNode } from 'react';
import { PlainAlert, type AlertStatus } from '@/lib/ui/plain-alert';
import { omitFromSnapshot } from '@/start-up/screen-snapshot';
import { PlainButton } from '@/lib/ui/plain-button';
import { usePwa } from '../pwa/pwa-context';
import './banners.css';

/**
 * A card with actions beside its text (on phones, below it: banners.css).
 * role="status": these are offers, not errors; screen readers announce them without interrupting.
 */
function ActionCard({
  status,
  testId,
  title,
  description,
  children,
}: {
  status: AlertStatus;
  testId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <PlainAlert status={status} data-testid={testId} role="status" className="action-card" title={title} description={description}>
      <div className="action-card__actions">{children}</div>
    </PlainAlert>
  );
}

/**
 * The banners above the content, in the order of spec §2: offline notice, update available,
 * install app. They sit in the page flow (never fixed), so they push content down instead of
 * covering controls or the phone's bottom bar.
 */
export function Banners() {
  const { online, updateAvailable, applyUpdate, showInstall, iosInstall, install, dismissInstall } = usePwa();
  if (online && !updateAvailable && !showInstall) return null;
  return (
    // Not in the start-up copy of the screen (start-up/screen-snapshot.ts): they say what is true now.
    <div className="banners" data-testid="banners" {...omitFromSnapshot}>
      {online ? null : (
        // role="alert": losing the connection changes what can be done, so it is announced at once.
        <PlainAlert
          status="warning"
          data-testid="offline-notice"
          role="alert"
          title="You are offline"
          description="You're currently in offline mode. Some features may be limited, but you can still view and manage your debts. Changes will sync when you're back online."
        />
      )}
      {updateAvailable ? (
        <ActionCard
          status="info"
          testId="update-card"
          title="A new version of Paydown is ready"
          description="Update to get the latest improvements. Your data stays on this device."
        >
          <PlainButton size="sm" variant="solid" palette="blue" onClick={applyUpdate}>
            Update Now
          </PlainButton>
        </ActionCard>
      ) : null}
      {showInstall ? (
        <ActionCard
          status="neutral"
          testId="install-card"
          title="Install Paydown"
          description={
            iosInstall ? 'Add Paydown to your Home Screen to use it like an app, even offline.' : 'Install the app for quick access, even offline.'
          }
        >
          <PlainButton size="sm" variant="solid" onClick={() => void install()}>
            Install
          </PlainButton>
          <PlainButton size="sm" variant="ghost" onClick={dismissInstall}>
            Not now
          </PlainButton>
        </ActionCard>
      ) : null}
    </div>
  );
}
