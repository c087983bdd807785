import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { collectionSchemas, type CollectionName } from '../../../schemas/index';
import { plainJsonSchema } from '../../../schemas/plain-json-schema';

export interface DocumentValidator {
  /** The schema version clients must replicate with (426 for older ones). */
  schemaVersion: number;
  /** null when valid, else a message naming the first bad field. */
  check(document: Record<string, unknown>): string | null;
}

function describe(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'invalid document';
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'additionalProperties') {
    return `unknown field "${String((first.params as { additionalProperty: string }).additionalProperty)}"`;
  }
  if (first.keyword === 'required') return `missing required field "${String((first.params as { missingProperty: string }).missingProperty)}"`;
  return `${path || 'document'} ${first.message ?? 'is invalid'}`;
}

/**
 * One ajv validator per collection, compiled once from the same schemas the client's RxDB uses.
 * RxDB adds `_deleted` to every replicated document; it is checked here and validated away
 * before the schema (which forbids unknown fields) sees the rest.
 */
export function buildDocumentValidators(): Record<CollectionName, DocumentValidator> {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const entries = Object.entries(collectionSchemas).map(([name, schema]) => {
    const validate: ValidateFunction = ajv.compile(plainJsonSchema(schema));
    const validator: DocumentValidator = {
      schemaVersion: schema.version,
      check(document) {
        const { _deleted, ...rest } = document;
        if (typeof _deleted !== 'boolean') return '_deleted must be a boolean';
        return validate(rest) ? null : describe(validate.errors);
      },
    };
    return [name, validator] as const;
  });
  return Object.fromEntries(entries) as Record<CollectionName, DocumentValidator>;
}
