import { Link } from '@tanstack/react-router';
import { mobileNavItems } from './nav-items';

/** Fixed to the bottom on phones; the page reserves room for it so it never hides content. */
export function MobileBottomBar() {
  return (
    <nav aria-label="Main" data-testid="mobile-bottom-bar" className="mobile-bottom-bar">
      {mobileNavItems.map((item) => (
        <Link key={item.to} to={item.to} className="bottom-bar-link" activeProps={{ 'aria-current': 'page' }}>
          <item.icon aria-hidden />
          <span className="bottom-bar-link__label">{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
