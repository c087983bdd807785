import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CollectionName } from '../../../../schemas/index';
import { isCollectionName, type CollectionParams } from './sync-params';

/**
 * Shared checks of pull and push: the collection exists (else 404) and the client replicates
 * with the current schema version (older → 426 so the client offers to update; newer → 400).
 * Returns the collection name, or null when the reply has been sent.
 */
export function checkCollection(
  request: FastifyRequest<{ Params: CollectionParams }>,
  reply: FastifyReply,
): CollectionName | null {
  const { collection, schemaVersion } = request.params;
  if (!isCollectionName(collection)) {
    void reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Unknown collection "${collection}"` });
    return null;
  }
  const current = request.server.documentValidators[collection].schemaVersion;
  const version = Number(schemaVersion);
  if (version < current) {
    void reply.code(426).send({
      statusCode: 426,
      error: 'Upgrade Required',
      message: `This app is out of date (schema ${version} of ${collection}, server has ${current}). Please update.`,
    });
    return null;
  }
  if (version > current) {
    void reply.code(400).send({
      statusCode: 400,
      error: 'Bad Request',
      message: `Schema version ${version} of ${collection} is newer than this server knows (${current})`,
    });
    return null;
  }
  return collection;
}
