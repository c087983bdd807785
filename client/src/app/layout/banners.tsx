import { Alert, Button, HStack, Stack, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePwa } from '../pwa/pwa-context';

/**
 * A card with actions: beside the text on wider screens, on a row of their own below it on
 * phones, so the text keeps the card's full width instead of a narrow column next to buttons.
 * The row is indented by the indicator's width plus the gap (5 + 3), lining it up with the text.
 * role="status": these are offers, not errors; screen readers announce them without interrupting.
 */
function ActionCard({ status, testId, title, description, children }: { status: AlertRootProps['status']; testId: string; title: string; description: string; children: ReactNode }) {
  return (
    <Alert.Root status={status} data-testid={testId} role="status" flexWrap={{ base: 'wrap', md: 'nowrap' }} rowGap="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" alignSelf="center" flexShrink={0} w={{ base: 'full', md: 'auto' }} ps={{ base: '8', md: '0' }}>
        {children}
      </HStack>
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
    <Stack gap="3" mb="5" data-testid="banners">
      {online ? null : (
        // role="alert": losing the connection changes what can be done, so it is announced at once.
        <Alert.Root status="warning" data-testid="offline-notice" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You are offline</Alert.Title>
            <Alert.Description>
              You&apos;re currently in offline mode. Some features may be limited, but you can still view and manage your debts. Changes will sync
              when you&apos;re back online.
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
          description={iosInstall ? 'Add Paydown to your Home Screen to use it like an app, even offline.' : 'Install the app for quick access, even offline.'}
        >
          <Button size="sm" colorPalette="teal" onClick={() => void install()}>
            Install
          </Button>
          <Button size="sm" variant="ghost" onClick={dismissInstall}>
            Not now
          </Button>
        </ActionCard>
      ) : null}
    </Stack>
  );
}
