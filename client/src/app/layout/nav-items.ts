import type { LucideIcon } from 'lucide-react';
import { CalendarDaysIcon, ChartLineIcon, CreditCardIcon, LayoutDashboardIcon, TargetIcon, UserIcon } from 'lucide-react';

export interface NavItem {
  to: '/dashboard' | '/debts' | '/strategy' | '/calendar' | '/progress' | '/profile';
  label: string;
  icon: LucideIcon;
}

/** Desktop header navigation (spec §2). */
export const desktopNavItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/debts', label: 'Debts', icon: CreditCardIcon },
  { to: '/strategy', label: 'Strategy', icon: TargetIcon },
  { to: '/calendar', label: 'Calendar', icon: CalendarDaysIcon },
  { to: '/progress', label: 'Progress', icon: ChartLineIcon },
];

/** Mobile bottom bar: the desktop items plus Profile (spec §2). */
export const mobileNavItems: NavItem[] = [...desktopNavItems, { to: '/profile', label: 'Profile', icon: UserIcon }];
