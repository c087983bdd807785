import { Link } from '@tanstack/react-router';
import { AccountMenu } from './account-menu';
import { heading } from '@/lib/ui/kit.styles';
import { cx } from '@/lib/ui/static-styles';
import { DesktopNav } from './desktop-nav';
import { frame } from './frame.styles';
import { SyncStatusBadge } from './sync-status-badge';
import { ThemeSwitch } from './theme-switch';

export function Header() {
  return (
    <header className={frame.header}>
      <div className={frame.bar}>
        <Link to="/dashboard" aria-label="Paydown home" className={frame.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={cx(heading({ size: 'md' }), frame.name)}>Paydown</span>
        </Link>
        <DesktopNav />
        <div className={frame.tools}>
          <SyncStatusBadge />
          <ThemeSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
