/**
 * The TypeScript type a collection's JSON Schema describes, derived from the schema object itself so
 * that no field list is written twice. A small json-schema-to-ts: it understands exactly the subset
 * our schemas use (string/number/integer/boolean/null/object/array, a list of types such as
 * `['string', 'null']`, enum, properties, required, additionalProperties, items). The wire contract
 * (schemas/wire/) and the server's route types (server/src/routes/wire-type-provider.ts) use it too.
 *
 * Framework-free on purpose (no rxdb import): the server derives the same types from the same files.
 */

type JsonSchemaNode = {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly required?: readonly string[];
  readonly items?: unknown;
  readonly additionalProperties?: unknown;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<S> = S extends { readonly required: readonly (infer R)[] } ? R & string : never;

type ObjectFromProperties<P, Req extends string> = Simplify<
  { -readonly [K in keyof P & Req]: FromSchema<P[K]> } & {
    -readonly [K in Exclude<keyof P, Req>]?: FromSchema<P[K]>;
  }
>;

/** An object schema that also allows fields it does not list (`additionalProperties: true`). */
type OpenObject<S, T> = S extends { readonly additionalProperties: true } ? T & Record<string, unknown> : T;

/** The value type a JSON Schema node describes. */
export type FromSchema<S> = S extends JsonSchemaNode
  ? S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: readonly (infer T)[] }
      ? T extends string
        ? FromSchema<Omit<S, 'type'> & { readonly type: T }>
        : never
    : S extends { readonly type: 'null' }
      ? null
    : S extends { readonly type: 'string' }
      ? string
      : S extends { readonly type: 'number' | 'integer' }
        ? number
        : S extends { readonly type: 'boolean' }
          ? boolean
          : S extends { readonly type: 'array'; readonly items: infer I }
            ? FromSchema<I>[]
            : S extends { readonly type: 'object'; readonly properties: infer P }
              ? OpenObject<S, ObjectFromProperties<P, RequiredKeys<S>>>
              : S extends { readonly type: 'object'; readonly additionalProperties: infer A extends JsonSchemaNode }
                ? Record<string, FromSchema<A>>
              : S extends { readonly type: 'object' }
                ? Record<string, unknown>
                : unknown
  : unknown;

/**
 * The stored document type of a collection schema. The `crdts` field (the CRDT plugin's operation
 * log) is typed as `any` on purpose: a precise type makes RxDB's generics explode (TS2589/TS2615),
 * and no code outside the CRDT plugin reads it.
 */
export type DocumentFromSchema<S> = Simplify<
  Omit<FromSchema<S>, 'crdts'> & {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    crdts?: any;
  }
>;
