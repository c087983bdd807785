import { z } from 'zod';
import { ISO_DATE_PATTERN, ISO_TIMESTAMP_PATTERN, collectionSchemas, type CollectionName } from '@schemas/index';
import { plainJsonSchema } from '@schemas/plain-json-schema';

/**
 * Import files are checked against the same JSON Schemas RxDB and the server use, turned into zod
 * validators. Not ajv: ajv compiles validators with `new Function`, which the app's Content
 * Security Policy forbids in production. zod's own JIT does the same, hence `jitless`.
 */
z.config({ jitless: true });

const validators = new Map<CollectionName, z.ZodType>();

function validatorFor(collection: CollectionName): z.ZodType {
  let validator = validators.get(collection);
  if (!validator) {
    const plain = plainJsonSchema(collectionSchemas[collection]);
    // Files never carry the CRDT log (it is rebuilt on insert).
    const { crdts: _crdts, ...properties } = plain.properties as Record<string, unknown>;
    validator = z.fromJSONSchema({ ...plain, properties } as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(collection, validator);
  }
  return validator;
}

export type DocumentCheck<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * Checks one document of `collection` against its schema. The value returned has the schema's
 * defaults filled in (a file without `isPromo` gets false). Problems name the field in the words
 * of the file (its key or CSV column), e.g. "interestRate must be at most 100".
 */
export function checkDocument<T>(collection: CollectionName, candidate: unknown): DocumentCheck<T> {
  const result = validatorFor(collection).safeParse(candidate);
  if (result.success) return { ok: true, value: result.data as T };
  return { ok: false, problems: result.error.issues.map((issue) => describeIssue(issue, candidate)) };
}

type Issue = z.core.$ZodIssue;

const PATTERN_WORDS: Record<string, string> = {
  [ISO_DATE_PATTERN]: 'must be a date written YYYY-MM-DD',
  [ISO_TIMESTAMP_PATTERN]: 'must be a date and time such as 2026-01-15T10:00:00.000Z',
  '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$': 'must be a colour such as #0d9488',
  '^\\d{4}-\\d{2}(-\\d{2})?$': 'must be a month (YYYY-MM) or a date (YYYY-MM-DD)',
};

function valueAt(candidate: unknown, path: readonly PropertyKey[]): unknown {
  let value = candidate;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** One zod issue in plain words, starting with the field's name. */
export function describeIssue(issue: Issue, candidate: unknown): string {
  const field = issue.path.map(String).join('.') || 'document';
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(candidate, issue.path) === undefined
        ? `${field} is required`
        : `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${String(issue.maximum)} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${String(issue.maximum)} items`;
      return `${field} must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${field} must not be empty` : `${field} must be at least ${String(issue.minimum)} characters`;
      if (issue.origin === 'array') return `${field} must have at least ${String(issue.minimum)} items`;
      return issue.inclusive ? `${field} must be ${String(issue.minimum)} or more` : `${field} must be more than ${String(issue.minimum)}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format': {
      const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern.replace(/^\/|\/[a-z]*$/g, '') : '';
      return `${field} ${PATTERN_WORDS[pattern] ?? 'has the wrong format'}`;
    }
    case 'unrecognized_keys':
      return `${issue.path.length > 0 ? `${field}: ` : ''}unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `${field}: ${issue.message}`;
  }
}
