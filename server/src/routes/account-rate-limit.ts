import type { RateLimitOptions } from '@fastify/rate-limit';
import { httpError } from '../errors/http-error';

/**
 * A route's rate limit per signed-in account (the session's uid, set by the /api scope's session
 * check, which runs before the limit): one person's many devices share it, and people behind one
 * address never share theirs. A refusal is a 429 with Retry-After and a message.
 */
export function perAccountRateLimit(maxPerMinute: number, what: string): RateLimitOptions {
  return {
    max: maxPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.session?.uid ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      httpError(context.statusCode, `Too many ${what} from this account; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
  };
}
