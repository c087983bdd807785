import { Link } from '@tanstack/react-router';
import { desktopNavItems } from './nav-items';

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="desktop-nav" data-testid="desktop-nav">
      {desktopNavItems.map((item) => (
        <Link key={item.to} to={item.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
