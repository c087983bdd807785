/**
 * Field shapes shared by the collection schemas. Every string that is indexed (or is the primary
 * key) has a `maxLength`, as RxDB requires; the other strings are bounded too so that the server's
 * ajv validation limits what one document can hold.
 *
 * Dates and timestamps use `pattern` rather than ajv `format`s so any plain ajv (no ajv-formats)
 * can validate them.
 */

/** 'YYYY-MM-DD' (a calendar date without a time zone: due dates, payment dates). */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A full ISO-8601 timestamp as `Date.prototype.toISOString()` writes it (createdAt, updatedAt…). */
export const ISO_TIMESTAMP_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$';

/** Primary keys: strings made on the device (`crypto.randomUUID()`, or the uid for per-user singletons). */
export const idField = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** The owner's auth uid (Firebase uids are at most 128 characters). */
export const uidField = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** A reference to another document's id. */
export const refField = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const timestampField = { type: 'string', maxLength: 40, pattern: ISO_TIMESTAMP_PATTERN } as const;

export const dateField = { type: 'string', maxLength: 10, pattern: ISO_DATE_PATTERN } as const;

/** A percentage such as an APR: 0 to 100 inclusive. */
export const percentField = { type: 'number', minimum: 0, maximum: 100 } as const;

/** A free-text note. */
export const notesField = { type: 'string', maxLength: 2000 } as const;
