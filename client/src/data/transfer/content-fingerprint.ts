/**
 * Fields that say who owns a document and when it was written, not what it holds. Timestamps are
 * left out so that a hand-made CSV without them (stamped at import time) is still recognised the
 * second time it is imported. A debt's `paymentEffects` (bookkeeping keyed by payment ids of older
 * versions) and `closingPaymentId` name payments by id, which differ between accounts; its
 * `openingBalance` is bookkeeping an import rebuilds from its balance and payments. A strategy's
 * `chosenAt` says when it was made the current plan, which an import into an account that has
 * plans leaves out (plan-import.ts).
 */
const NOT_CONTENT = new Set(['id', 'uid', 'userId', 'createdAt', 'updatedAt', 'chosenAt', 'crdts', 'paymentEffects', 'openingBalance', 'closingPaymentId']);

/** JSON with object keys sorted at every level, so equal values always give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a document holds, as text: two documents with the same fingerprint are the same record
 * (same fields, same values) whoever owns them and whatever their ids. References to
 * other documents must already point into the same account when fingerprints are compared.
 */
export function contentFingerprint(doc: object): string {
  return stableJson(Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key))));
}

/**
 * The account's documents by fingerprint. Each can match one incoming document only: a file with
 * two identical payments (two real $50 payments on one day) against an account holding one of
 * them imports the second.
 */
export class ContentPool {
  private readonly ids = new Map<string, string[]>();

  constructor(docs: readonly { id: string }[]) {
    for (const doc of docs) {
      const print = contentFingerprint(doc);
      this.ids.set(print, [...(this.ids.get(print) ?? []), doc.id]);
    }
  }

  /** The id of an unmatched account document with this content, now matched; undefined if none. */
  take(doc: object): string | undefined {
    const print = contentFingerprint(doc);
    const ids = this.ids.get(print);
    const id = ids?.shift();
    if (ids && ids.length === 0) this.ids.delete(print);
    return id;
  }
}
