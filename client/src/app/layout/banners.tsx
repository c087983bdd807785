import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { usePwa } from '../pwa/pwa-context';

/**
 * The banners above the content, in the order of spec §2: offline notice, update available,
 * install app. They sit in the page flow (never fixed), so they push content down instead of
 * covering controls on a phone.
 */
export function Banners() {
  const { online, updateAvailable, applyUpdate, showInstall, iosInstall, install, dismissInstall } = usePwa();
  if (online && !updateAvailable && !showInstall) return null;
  return (
    <Stack gap="3" mb="5" data-testid="banners">
      {online ? null : (
        <Alert.Root status="warning" data-testid="offline-notice">
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
        <Alert.Root status="info" data-testid="update-card">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A new version of Paydown is ready</Alert.Title>
            <Alert.Description>Update to get the latest improvements. Your data stays on this device.</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="blue" onClick={applyUpdate} alignSelf="center">
            Update Now
          </Button>
        </Alert.Root>
      ) : null}
      {showInstall ? (
        <Alert.Root status="neutral" data-testid="install-card">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Install Paydown</Alert.Title>
            <Alert.Description>
              {iosInstall ? 'Add Paydown to your Home Screen to use it like an app, even offline.' : 'Install the app for quick access, even offline.'}
            </Alert.Description>
          </Alert.Content>
          <HStack alignSelf="center" gap="2">
            <Button size="sm" colorPalette="teal" onClick={() => void install()}>
              Install
            </Button>
            <Button size="sm" variant="ghost" onClick={dismissInstall}>
              Not now
            </Button>
          </HStack>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
