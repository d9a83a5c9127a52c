// The public read API (docs/decisions/0271-public-read-api.md). A route marked `publicRead` (every cached
// public GET, the downloads, the OpenAPI document) answers any origin without credentials: CORS's `*`
// never lets a browser send cookies, so another site's page reads exactly what a visitor would. Each
// such read is counted per address (per API key when one is sent) and carries the RateLimit fields; past
// the limit it is a 429 with Retry-After. Every other route keeps refusing other origins' reads of its
// answers (no CORS header) and their writes (plugins/cross-origin.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../../shared/api/open-data.ts';
import { HttpError, unauthorized } from '../http-error.ts';
import { ReadLimiter, rateLimitHeaders } from '../open-data/read-limiter.ts';
import { apiKeyIdOf } from '../services/api-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readLimiter: ReadLimiter;
  }
}

/** What a browser on another origin may read of an answer besides the simple headers. */
export const EXPOSED_HEADERS = 'ETag, Link, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After';

export const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };

const isPublicRead = (request: FastifyRequest) => request.routeOptions.config?.publicRead === true;

export function registerPublicReads(app: FastifyInstance) {
  app.decorate('readLimiter', new ReadLimiter(() => app.clock().getTime()));
  const keyHeader = API_KEY_HEADER.toLowerCase();

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request)) return;
    reply.headers(CORS_HEADERS);
    const key = request.headers[keyHeader];
    const client = typeof key === 'string' ? await keyedClient(app, key) : `address:${request.ip}`;
    const limit = typeof key === 'string' ? app.requestLimits.keyedRead.max : app.requestLimits.publicRead.max;
    const take = app.readLimiter.take(client, limit);
    reply.headers(rateLimitHeaders(take));
    if (!take.allowed) throw new HttpError(429, `Too many requests: try again in ${take.resetSeconds} seconds`, {}, { 'retry-after': String(take.resetSeconds) });
  });

  // A preflight: another origin's page sending the key header (or If-None-Match) asks first.
  app.options('/api/*', { config: { publicRead: false } }, async (request, reply) => preflight(request, reply));
}

async function keyedClient(app: FastifyInstance, key: string): Promise<string> {
  const id = key.length <= 200 ? await apiKeyIdOf(app.db, key) : undefined;
  if (id === undefined) throw unauthorized('Unauthorized: unknown or revoked API key');
  return `key:${id}`;
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
