import type { IconType } from 'react-icons';
import { LuChartLine, LuCreditCard, LuLayoutDashboard, LuTarget, LuUser } from 'react-icons/lu';

export interface NavItem {
  to: '/dashboard' | '/debts' | '/strategy' | '/progress' | '/profile';
  label: string;
  icon: IconType;
}

/** Desktop header navigation (spec §2). */
export const desktopNavItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LuLayoutDashboard },
  { to: '/debts', label: 'Debts', icon: LuCreditCard },
  { to: '/strategy', label: 'Strategy', icon: LuTarget },
  { to: '/progress', label: 'Progress', icon: LuChartLine },
];

/** Mobile bottom bar: the desktop items plus Profile (spec §2). */
export const mobileNavItems: NavItem[] = [...desktopNavItems, { to: '/profile', label: 'Profile', icon: LuUser }];
