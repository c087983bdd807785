import {
  COLLECTION_NAMES,
  DATABASE_DISPLAY_NAME,
  DATABASE_NAME,
  DATA_MODEL_VERSION,
  collectionSchemas,
  type CollectionName,
} from '@schemas/index';

/** One field of a collection as the /db-schema screen lists it. */
export interface FieldDescription {
  name: string;
  /**
   * JSON Schema type, e.g. 'string', 'number', 'integer', 'boolean', 'object', 'array of integer', or
   * for an object keyed by id 'map of number' / 'map of { date, amount, debtId?, label? }', for
   * another object its fields, '{ enabled?, daysBefore? }'.
   */
  type: string;
  required: boolean;
  default?: unknown;
  /** The allowed values of an enumerated field. */
  enum?: readonly string[];
  indexed: boolean;
}

export interface CollectionDescription {
  name: CollectionName;
  /** The collection's RxDB schema version (starts at 0, bumped with a migration). */
  schemaVersion: number;
  primaryKey: string;
  fields: FieldDescription[];
  indexes: string[][];
}

export interface DataModelDescription {
  databaseName: string;
  storageName: string;
  modelVersion: number;
  collections: CollectionDescription[];
}

type PropertySchema = {
  type?: string;
  enum?: readonly string[];
  default?: unknown;
  items?: { type?: string };
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
  required?: readonly string[];
};

/** '{ date, amount, debtId? }': an object's fields, the optional ones marked. */
function fieldsOf(properties: Record<string, unknown>, required: readonly string[]): string {
  return `{ ${Object.keys(properties).map((key) => (required.includes(key) ? key : `${key}?`)).join(', ')} }`;
}

/** How the screen names a field's type: objects keyed by id say what each entry holds, other objects their fields. */
function typeOf(property: PropertySchema): string {
  if (property.type === 'array') return `array of ${property.items?.type ?? 'values'}`;
  const entry = property.additionalProperties;
  if (property.type === 'object' && typeof entry === 'object' && entry !== null) {
    const { type, properties, required = [] } = entry as PropertySchema;
    return properties ? `map of ${fieldsOf(properties, required)}` : `map of ${type ?? 'values'}`;
  }
  if (property.type === 'object' && property.properties) return fieldsOf(property.properties, property.required ?? []);
  return property.type ?? 'any';
}
type LooseSchema = {
  version: number;
  primaryKey: string;
  properties: Record<string, PropertySchema>;
  required: readonly string[];
  indexes: readonly (string | readonly string[])[];
};

function describeCollection(name: CollectionName): CollectionDescription {
  const schema = collectionSchemas[name] as unknown as LooseSchema;
  const indexes = schema.indexes.map((index) => (typeof index === 'string' ? [index] : [...index]));
  const indexed = new Set(indexes.flat());
  const fields = Object.entries(schema.properties)
    .filter(([field]) => field !== 'crdts') // the CRDT operation log is bookkeeping, not data
    .map(([field, property]): FieldDescription => {
      const description: FieldDescription = {
        name: field,
        type: typeOf(property),
        required: schema.required.includes(field),
        indexed: indexed.has(field) || field === schema.primaryKey,
      };
      if ('default' in property) description.default = property.default;
      if (property.enum) description.enum = property.enum;
      return description;
    });
  return { name, schemaVersion: schema.version, primaryKey: schema.primaryKey, fields, indexes };
}

/** Everything the /db-schema screen shows except the live counts (see use-document-count.ts). */
export function describeDataModel(): DataModelDescription {
  return {
    databaseName: DATABASE_DISPLAY_NAME,
    storageName: DATABASE_NAME,
    modelVersion: DATA_MODEL_VERSION,
    collections: COLLECTION_NAMES.map(describeCollection),
  };
}
