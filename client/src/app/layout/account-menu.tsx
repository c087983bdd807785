import { useNavigate } from '@tanstack/react-router';
import { CreditCardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { tierLabel } from '@/data/subscriptions/effective-tier';
import { usePremium } from '@/data/subscriptions/use-premium';
import { PlainMenu, PlainMenuContent, PlainMenuGroup, PlainMenuItem, PlainMenuSeparator, PlainMenuTrigger } from '@/lib/ui/plain-menu';
import { useSignOut } from '../use-sign-out';
import { AccountAvatar } from './account-avatar';
import { useAccountProfile } from './use-account-profile';
import './account-menu.css';

/** The current tier as spec §2 names it ("premium yearly"), from the /api/subscription cache. */
function TierLabel() {
  const { tier, isLoading } = usePremium();
  if (isLoading) return <span className="account-menu__tier-skeleton" aria-hidden />;
  return (
    <span className="account-menu__tier" data-testid="account-tier">
      {tierLabel(tier)}
    </span>
  );
}

/**
 * "My Account": profile, settings, subscription (with the current tier) and logout (spec §2). A
 * plain menu (lib/ui/plain-menu): the header renders without Chakra's runtime.
 */
export function AccountMenu() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { name, email, avatar } = useAccountProfile();
  return (
    <PlainMenu>
      {/* The name shown beside the avatar is part of the button's name (WCAG 2.5.3, label in name). */}
      <PlainMenuTrigger aria-label={`${name}, My Account`} className="account-trigger">
        <AccountAvatar source={avatar} />
        <span className="account-menu__name" data-testid="account-name">
          {name}
        </span>
      </PlainMenuTrigger>
      <PlainMenuContent minWidth="14rem">
        <PlainMenuGroup
          id="account"
          label={
            <>
              My Account
              {/* The name is hidden in the header on small screens; here it always shows, with the email. */}
              <span className="account-menu__who">{email && name !== email.split('@')[0] ? `${name} · ${email}` : (email ?? name)}</span>
            </>
          }
        >
          <PlainMenuItem value="profile" onSelect={() => void navigate({ to: '/profile' })}>
            <UserIcon size={16} aria-hidden />
            Profile
          </PlainMenuItem>
          <PlainMenuItem value="settings" onSelect={() => void navigate({ to: '/settings' })}>
            <SettingsIcon size={16} aria-hidden />
            Settings
          </PlainMenuItem>
          <PlainMenuItem value="subscription" onSelect={() => void navigate({ to: '/subscription' })}>
            <span className="account-menu__subscription">
              <span className="account-menu__label">
                <CreditCardIcon size={16} aria-hidden />
                Subscription
              </span>
              <TierLabel />
            </span>
          </PlainMenuItem>
        </PlainMenuGroup>
        <PlainMenuSeparator />
        <PlainMenuItem
          value="logout"
          onSelect={() => {
            void signOut().then((done) => (done ? navigate({ to: '/login' }) : undefined));
          }}
        >
          <LogOutIcon size={16} aria-hidden />
          Logout
        </PlainMenuItem>
      </PlainMenuContent>
    </PlainMenu>
  );
}
