/**
 * The bundled pictures of the debt icons (schemas' DEBT_ICON_NAMES) and a debt's icon in its
 * colour, shown beside its name on every screen that names debts. Plain (no Chakra runtime): the
 * dashboard uses it too.
 */
import type { LucideIcon } from 'lucide-react';
import {
  BriefcaseIcon,
  CarIcon,
  CreditCardIcon,
  GraduationCapIcon,
  HandCoinsIcon,
  HouseIcon,
  LandmarkIcon,
  PlaneIcon,
  ReceiptIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  StethoscopeIcon,
  StoreIcon,
  WalletIcon,
  WrenchIcon,
  ZapIcon,
} from 'lucide-react';
import { DEBT_ICON_NAMES, DEFAULT_DEBT_ICONS, type DebtIconName, type DebtType } from '@schemas/enumerations';
import { debtIcon } from './debt-icon.styles';
import { cx } from './static-styles';

export const DEBT_ICONS: Readonly<Record<DebtIconName, { label: string; Icon: LucideIcon }>> = {
  card: { label: 'Credit card', Icon: CreditCardIcon },
  student: { label: 'Student loan', Icon: GraduationCapIcon },
  car: { label: 'Car', Icon: CarIcon },
  home: { label: 'Home', Icon: HouseIcon },
  medical: { label: 'Medical', Icon: StethoscopeIcon },
  personal: { label: 'Personal loan', Icon: HandCoinsIcon },
  store: { label: 'Store card', Icon: StoreIcon },
  phone: { label: 'Phone', Icon: SmartphoneIcon },
  bank: { label: 'Bank', Icon: LandmarkIcon },
  wallet: { label: 'Wallet', Icon: WalletIcon },
  shopping: { label: 'Shopping', Icon: ShoppingCartIcon },
  travel: { label: 'Travel', Icon: PlaneIcon },
  utilities: { label: 'Utilities', Icon: ZapIcon },
  business: { label: 'Business', Icon: BriefcaseIcon },
  repairs: { label: 'Repairs', Icon: WrenchIcon },
  bill: { label: 'Bill', Icon: ReceiptIcon },
};

const isIconName = (name: unknown): name is DebtIconName => typeof name === 'string' && (DEBT_ICON_NAMES as readonly string[]).includes(name);

/** The fields of a debt its icon depends on. */
export interface DebtLook {
  type: DebtType;
  iconName?: string | null;
  colorHex?: string | null;
}

/** The icon a debt shows: its chosen one, else (none, or a name this version does not know) its type's. */
export function debtIconName({ type, iconName }: DebtLook): DebtIconName {
  return isIconName(iconName) ? iconName : (DEFAULT_DEBT_ICONS[type] ?? 'wallet');
}

/** A debt's icon in its colour (the muted text colour when it has none). Decorative: the name beside it says which debt. */
export function DebtIcon({ debt, className }: { debt: DebtLook; className?: string }) {
  const { Icon } = DEBT_ICONS[debtIconName(debt)];
  return <Icon className={cx(debtIcon.icon, className)} style={debt.colorHex ? { color: debt.colorHex } : undefined} aria-hidden focusable={false} data-icon={debtIconName(debt)} />;
}

/** The icon of the debt with `id` among `debts` (nothing when it is not there: a debt deleted meanwhile). */
export function DebtIconFor({ id, debts }: { id: string; debts: readonly (DebtLook & { id: string })[] }) {
  const debt = debts.find((entry) => entry.id === id);
  return debt ? <DebtIcon debt={debt} /> : null;
}
