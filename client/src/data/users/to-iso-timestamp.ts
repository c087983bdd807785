/**
 * An ISO timestamp from a value the identity provider or the server gave (Firebase metadata uses
 * "Tue, 14 Jan 2026 10:00:00 GMT"; a server may answer epoch milliseconds). Undefined when the
 * value is missing or not a date.
 */
export function toIsoTimestamp(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
