import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FromSchema } from '../../../schemas/json-schema-type';

/**
 * Fastify's type provider for our JSON Schemas: a route's request (params, query, body) and reply
 * types are derived from the schemas it declares — the wire contract's (schemas/wire/) — by the
 * same FromSchema the collection types use. No route writes a TypeScript interface beside its schema.
 */
export interface WireTypeProvider extends FastifyTypeProvider {
  readonly validator: FromSchema<this['schema']>;
  readonly serializer: FromSchema<this['schema']>;
}

/** A routes plugin whose routes are typed by their schemas. */
export type RoutesPlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, WireTypeProvider>;
