import { Avatar, HStack, Menu, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { CreditCardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { tierLabel } from '@/data/subscriptions/effective-tier';
import { usePremium } from '@/data/subscriptions/use-premium';
import { useSignOut } from '../use-sign-out';
import type { AvatarSource } from './avatar-source';
import { useAccountProfile } from './use-account-profile';

/** The person's picture; the generic icon underneath shows while it loads, if it fails, and offline. */
function AccountAvatar({ source }: { source: AvatarSource }) {
  return (
    <Avatar.Root size="sm" data-testid="account-avatar" data-avatar-kind={source.kind}>
      <Avatar.Fallback />
      {/* no-referrer: the avatar service learns the email hash it needs, not which page asked. */}
      {source.kind === 'icon' ? null : <Avatar.Image src={source.src} alt="" referrerPolicy="no-referrer" />}
    </Avatar.Root>
  );
}

/** The current tier as spec §2 names it ("premium yearly"), from the /api/subscription cache. */
function TierLabel() {
  const { tier, isLoading } = usePremium();
  if (isLoading) return <Skeleton height="3" width="12" />;
  return (
    <Text as="span" color="fg.muted" fontSize="xs" data-testid="account-tier">
      {tierLabel(tier)}
    </Text>
  );
}

/** "My Account": profile, settings, subscription (with the current tier) and logout (spec §2). */
export function AccountMenu() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { name, email, avatar } = useAccountProfile();
  return (
    <Menu.Root>
      <Menu.Trigger aria-label="My Account" className="account-trigger">
        <AccountAvatar source={avatar} />
        <Text as="span" display={{ base: 'none', lg: 'inline' }} fontSize="sm" maxW="12rem" truncate data-testid="account-name">
          {name}
        </Text>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                My Account
                {/* The name is hidden in the header on small screens; here it always shows, with the email. */}
                <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="xs" truncate maxW="16rem">
                  {email && name !== email.split('@')[0] ? `${name} · ${email}` : (email ?? name)}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" onSelect={() => void navigate({ to: '/profile' })}>
                <UserIcon size={16} aria-hidden />
                Profile
              </Menu.Item>
              <Menu.Item value="settings" onSelect={() => void navigate({ to: '/settings' })}>
                <SettingsIcon size={16} aria-hidden />
                Settings
              </Menu.Item>
              <Menu.Item value="subscription" onSelect={() => void navigate({ to: '/subscription' })}>
                <HStack flex="1" justify="space-between" gap="3">
                  <HStack gap="2">
                    <CreditCardIcon size={16} aria-hidden />
                    Subscription
                  </HStack>
                  <TierLabel />
                </HStack>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onSelect={() => {
                void signOut().then((done) => (done ? navigate({ to: '/login' }) : undefined));
              }}
            >
              <LogOutIcon size={16} aria-hidden />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
