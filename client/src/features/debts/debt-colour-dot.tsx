import './debts.css';

/** The colour the user gave a debt, as a small dot beside its name (nothing when none was chosen). */
export function DebtColourDot({ colorHex }: { colorHex?: string | null }) {
  if (!colorHex) return null;
  return <span className="debt-colour-dot" style={{ background: colorHex }} aria-hidden />;
}
