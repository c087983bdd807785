import { Link } from '@tanstack/react-router';
import { frame } from './frame.styles';
import { desktopNavItems } from './nav-items';

export function DesktopNav() {
  return (
    <nav aria-label="Main" className={frame.desktopNav} data-testid="desktop-nav">
      {desktopNavItems.map((item) => (
        <Link key={item.to} to={item.to} className={frame.navLink} activeProps={{ 'aria-current': 'page' }}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
