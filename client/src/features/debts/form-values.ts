/** Text boxes hold strings; the repositories' checks want numbers, or nothing when left empty. */
export function numberOrNothing(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/[$,\s]/g, '').replace(/%$/, '');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  // Keep unreadable text as text: the field check then names the field ("must be a number").
  return Number.isFinite(value) ? value : text;
}

export function textOrNothing(text: string): string | undefined {
  return text.trim() === '' ? undefined : text.trim();
}

export const toText = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));
