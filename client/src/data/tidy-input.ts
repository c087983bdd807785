/**
 * Tidies validated values before they are stored: text is trimmed, and empty optional text or null
 * becomes undefined (absent), since optional fields are left out rather than stored as null.
 */
export function tidyInput(values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const tidy = tidyValue(value);
    if (tidy !== undefined) result[field] = tidy;
  }
  return result;
}

/** The same for one value: trimmed text, undefined for null or empty text, anything else unchanged. */
export function tidyValue(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

/** Whether two stored values are the same (JSON values, so comparing their JSON text is exact). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The listed fields of `input` that are not undefined (unknown keys never reach a document). */
export function pickDefined<K extends string>(input: Partial<Record<K, unknown>>, fields: readonly K[]): Partial<Record<K, unknown>> {
  const values: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    if (input[field] !== undefined) values[field] = input[field];
  }
  return values;
}
