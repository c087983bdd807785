import { debts } from './debts.styles';

/** The colour the user gave a debt, as a small dot beside its name (nothing when none was chosen). */
export function DebtColourDot({ colorHex }: { colorHex?: string | null }) {
  if (!colorHex) return null;
  return <span className={debts.colourDot} style={{ background: colorHex }} aria-hidden />;
}
