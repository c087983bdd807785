import { useNavigate } from '@tanstack/react-router';
import { CreditCardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { tierLabel } from '@/data/subscriptions/effective-tier';
import { usePremium } from '@/data/subscriptions/use-premium';
import { Menu } from '@/lib/ui/menu';
import { Skeleton } from '@/lib/ui/skeleton';
import { useSignOut } from '../use-sign-out';
import { AccountAvatar } from './account-avatar';
import { accountMenu } from './account-menu.styles';
import { useAccountProfile } from './use-account-profile';

/** The current tier as spec §2 names it ("premium yearly"), from the /api/subscription cache. */
function TierLabel() {
  const { tier, isLoading } = usePremium();
  if (isLoading) return <Skeleton className={accountMenu.tierSkeleton} aria-hidden />;
  return (
    <span className={accountMenu.tier} data-testid="account-tier">
      {tierLabel(tier)}
    </span>
  );
}

/**
 * "My Account": profile, settings, subscription (with the current tier) and logout (spec §2). A
 * kit's Menu: the header renders without Chakra's runtime.
 */
export function AccountMenu() {
  const { signOut, confirmation } = useSignOut();
  const navigate = useNavigate();
  const { name, email, avatar } = useAccountProfile();
  return (
    <>
      <Menu.Root>
        {/* The name shown beside the avatar is part of the button's name (WCAG 2.5.3, label in name). */}
        <Menu.Trigger aria-label={`${name}, My Account`} className={accountMenu.trigger}>
          <AccountAvatar source={avatar} />
          <span className={accountMenu.name} data-testid="account-name">
            {name}
          </span>
        </Menu.Trigger>
        <Menu.Content minWidth="14rem">
          <Menu.ItemGroup
            id="account"
            label={
              <>
                My Account
                {/* The name is hidden in the header on small screens; here it always shows, with the email. */}
                <span className={accountMenu.who}>{email && name !== email.split('@')[0] ? `${name} · ${email}` : (email ?? name)}</span>
              </>
            }
          >
            <Menu.Item value="profile" onSelect={() => void navigate({ to: '/profile' })}>
              <UserIcon size={16} aria-hidden />
              Profile
            </Menu.Item>
            <Menu.Item value="settings" onSelect={() => void navigate({ to: '/settings' })}>
              <SettingsIcon size={16} aria-hidden />
              Settings
            </Menu.Item>
            <Menu.Item value="subscription" onSelect={() => void navigate({ to: '/subscription' })}>
              <span className={accountMenu.subscription}>
                <span className={accountMenu.label}>
                  <CreditCardIcon size={16} aria-hidden />
                  Subscription
                </span>
                <TierLabel />
              </span>
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
      </Menu.Root>
      {confirmation}
    </>
  );
}
