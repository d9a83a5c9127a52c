// The public read API (docs/decisions/0271-public-read-api.md). A route marked `publicRead` (every cached
// public GET, the downloads, the OpenAPI document) answers any origin without credentials: CORS's `*`
// never lets a browser send cookies, so another site's page reads exactly what a visitor would. Like every
// read, it draws on its client's read budget (http/read-budget.ts), which an API key raises; a script
// on another origin may read the RateLimit fields. Every other route keeps refusing other origins' reads
// of its answers (no CORS header) and their writes (http/cross-origin.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../../shared/api/open-data.ts';

/** What a browser on another origin may read of an answer besides the simple headers. */
export const EXPOSED_HEADERS = 'ETag, Link, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After';

export const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };

const isPublicRead = (request: FastifyRequest) => request.routeOptions.config?.publicRead === true;

/** Registered before the read budget, so its refusals and key errors carry the CORS fields too. */
export function registerPublicReads(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (isPublicRead(request)) reply.headers(CORS_HEADERS);
  });

  // A preflight: another origin's page sending the key header (or If-None-Match) asks first.
  app.options('/api/*', { config: { publicRead: false } }, async (request, reply) => preflight(request, reply));
}

function preflight(request: FastifyRequest, reply: FastifyReply) {
  const method = request.headers['access-control-request-method'];
  if (method !== 'GET' && method !== 'HEAD') return reply.code(204).send();
  return reply
    .code(204)
    .headers({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': `${API_KEY_HEADER}, If-None-Match`,
      'access-control-max-age': '86400',
    })
    .send();
}
