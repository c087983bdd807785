import { Avatar, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '../use-sign-out';

/** "My Account": profile, settings, subscription and logout (spec §2). */
export function AccountMenu() {
  const { state } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = state.user;
  const name = user?.displayName || user?.email?.split('@')[0] || 'User';
  return (
    <Menu.Root>
      <Menu.Trigger aria-label="My Account" className="account-trigger">
        <Avatar.Root size="sm">
          <Avatar.Fallback />
          {user?.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
        </Avatar.Root>
        <Text as="span" display={{ base: 'none', lg: 'inline' }} fontSize="sm" maxW="12rem" truncate>
          {name}
        </Text>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>My Account</Menu.ItemGroupLabel>
              <Menu.Item value="profile" onSelect={() => void navigate({ to: '/profile' })}>
                Profile
              </Menu.Item>
              <Menu.Item value="settings" onSelect={() => void navigate({ to: '/settings' })}>
                Settings
              </Menu.Item>
              <Menu.Item value="subscription" onSelect={() => void navigate({ to: '/subscription' })}>
                Subscription
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onSelect={() => {
                void signOut().then((done) => (done ? navigate({ to: '/login' }) : undefined));
              }}
            >
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
