import type { FastifyRequest } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';

export interface SignedIn {
  /** The account: from the verified session only, never from a body or query. */
  uid: string;
  claims: DecodedIdToken;
  sessionId: string;
}

/**
 * The session of a request served in the signed-in scope (routes/api.ts), whose hook checked it.
 * Throws — a 500, never a request served as nobody — if a route outside that scope asks.
 */
export function signedIn(request: FastifyRequest): SignedIn {
  const { session: claims, sessionId } = request;
  if (!claims || !sessionId) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} is served outside the signed-in scope`);
  return { uid: claims.uid, claims, sessionId };
}
