import type { FastifyInstance } from 'fastify';
import { COLLECTION_NAMES, type CollectionName } from '../../../../schemas/index';
import type { CollectionParams } from '../../../../schemas/wire/sync';
import { httpError } from '../../errors/http-error';

function isCollectionName(name: string): name is CollectionName {
  return (COLLECTION_NAMES as string[]).includes(name);
}

/**
 * Shared checks of pull and push: the collection exists (else 404) and the client replicates
 * with the current schema version (older → 426 so the client offers to update; newer → 400).
 * Returns the collection name.
 */
export function checkCollection(app: FastifyInstance, { collection, schemaVersion }: CollectionParams): CollectionName {
  if (!isCollectionName(collection)) throw httpError(404, `Unknown collection "${collection}"`);
  const current = app.documentValidators[collection].schemaVersion;
  const version = Number(schemaVersion);
  if (version < current) throw httpError(426, `This app is out of date (schema ${version} of ${collection}, server has ${current}). Please update.`);
  if (version > current) throw httpError(400, `Schema version ${version} of ${collection} is newer than this server knows (${current})`);
  return collection;
}
