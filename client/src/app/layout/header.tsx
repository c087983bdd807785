import { Link } from '@tanstack/react-router';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { SyncStatusBadge } from './sync-status-badge';
import { ThemeSwitch } from './theme-switch';

export function Header() {
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to="/dashboard" aria-label="Paydown home" className="app-header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="app-header__name">Paydown</span>
        </Link>
        <DesktopNav />
        <div className="app-header__tools">
          <SyncStatusBadge />
          <ThemeSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
