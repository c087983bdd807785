/**
 * Spec §5: a string `highLimit` (credit limit) is parsed to a number, and a missing one becomes 0.
 * "Missing" is null, '' or only spaces; text that is not a number becomes NaN so the validator
 * refuses it ("highLimit must be a number") instead of silently storing 0. A leading '$' and
 * thousands separators are accepted ("$5,000" → 5000). Other values pass through unchanged.
 */
export function parseHighLimit(value: unknown): unknown {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return 0;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}
