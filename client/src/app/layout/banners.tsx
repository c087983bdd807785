import type { ReactNode } from 'react';
import { Alert, type AlertStatus } from '@/lib/ui/alert';
import { omitFromSnapshot } from '@/start-up/screen-snapshot';
import { Button } from '@/lib/ui/button';
import { usePwa } from '../pwa/pwa-context';
import { banners } from './banners.styles';

/**
 * A card with actions beside its text (on phones, below it: banners.styles.ts).
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
    <Alert.Root status={status} data-testid={testId} role="status" className={banners.actionCard}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <div className={banners.actions}>{children}</div>
    </Alert.Root>
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
    <div className={banners.list} data-testid="banners" {...omitFromSnapshot}>
      {online ? null : (
        // role="alert": losing the connection changes what can be done, so it is announced at once.
        <Alert.Root status="warning" data-testid="offline-notice" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You are offline</Alert.Title>
            <Alert.Description>
              {"You're currently in offline mode. Some features may be limited, but you can still view and manage your debts. Changes will sync when you're back online."}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {updateAvailable ? (
        <ActionCard
          status="info"
          testId="update-card"
          title="A new version of Paydown is ready"
          description="Update to get the latest improvements. Your data stays on this device."
        >
          <Button size="sm" colorPalette="blue" onClick={applyUpdate}>
            Update Now
          </Button>
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
          <Button size="sm" colorPalette="accent" onClick={() => void install()}>
            Install
          </Button>
          <Button size="sm" variant="ghost" onClick={dismissInstall}>
            Not now
          </Button>
        </ActionCard>
      ) : null}
    </div>
  );
}
