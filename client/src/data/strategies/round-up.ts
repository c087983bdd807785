/**
 * Rounds up (towards +∞) to `decimals` places: the spec's "round up to 2 decimals" and "to 4
 * decimals" helpers (§9). Strategy monthlyBudget uses 2 (roundUpToCents).
 *
 * Why not just `Math.ceil(value * 100) / 100`: binary floats make 1.1 * 100 = 110.00000000000001,
 * which ceils to 111 (1.11), and 10.001 * 100 = 1000.0999999999999. The scaled value is first cut to
 * 15 significant digits — the precision a double always carries exactly — which removes that
 * representation noise but keeps every digit a person typed; only then is it ceiled. So 1.1 and
 * 10.1 stay as they are, while 10.001 becomes 10.01.
 */
export function roundUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(15));
  const result = Math.ceil(scaled) / factor;
  return result === 0 ? 0 : result; // no -0
}

/** Rounds a dollar amount up to whole cents (10.001 → 10.01, 10.1 → 10.1). */
export function roundUpToCents(value: number): number {
  return roundUp(value, 2);
}
