import { Link } from '@tanstack/react-router';
import { frame } from './frame.styles';
import { mobileNavItems } from './nav-items';

/** Fixed to the bottom on phones; the page reserves room for it so it never hides content. */
export function MobileBottomBar() {
  return (
    <nav aria-label="Main" data-testid="mobile-bottom-bar" className={frame.bottomBar}>
      {mobileNavItems.map((item) => (
        <Link key={item.to} to={item.to} className={frame.bottomBarLink} activeProps={{ 'aria-current': 'page' }}>
          <item.icon aria-hidden />
          <span className={frame.bottomBarLabel}>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
