// One read budget per client (docs/decisions/0313-one-read-budget-per-client.md). Every GET and HEAD the
// app answers draws on it (the JSON API, search, feeds, pages, embeds, /data, downloads, not-found pages),
// except the built client's files, the API reference's files and the health checks, which cost a file
// read or nothing and are marked `readBudget: false`. The client is the address (as TRUST_PROXY has
// Fastify see it) or a valid API key. An answer sent from bytes the response cache already held costs
// READ_COSTS.fromStore; any other answer, which the server had to work out, READ_COSTS.worked. A request
// is counted before anything is looked up for it; past the budget it is a 429 with Retry-After (a page
// for a browser, JSON for the API and the feeds), and every counted answer carries the RateLimit fields.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../../shared/api/open-data.ts';
import type { ExpressLane } from '../cache/express-lane.ts';
import { unauthorized } from '../platform/http-error.ts';
import { apiKeyIdOf } from '../services/api-keys.ts';
import { clientAddressOf } from './client-address.ts';
import { ReadLimiter, rateLimitHeaders, type Take } from './read-limiter.ts';

/**
 * Units of the budget. Measured on a race page (docs/decisions/0255-drawn-pages-cached.md), an answer from
 * the cache took 0.14 ms and one drawn anew 2.8–3.0 ms; a search the cache cannot answer costs more. Five
 * keeps the unit cheap for readers, whose repeat reads are mostly cached, while the reads a client makes
 * the server work for are a fifth of its budget: 120 a minute per address at the default 600, the figure
 * search alone had before.
 */
export const READ_COSTS = { fromStore: 1, worked: 5 } as const;

/** The client a request was counted against, and whether it was refused (a refusal costs no work). */
type ReadClient = { id: string; limit: number; refused: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    readLimiter: ReadLimiter;
  }
  interface FastifyRequest {
    /** Set once the request has been counted against a client's read budget. */
    readClient: ReadClient | null;
  }
  interface FastifyContextConfig {
    /** false: a read outside the budget (a file as built, a health check). */
    readBudget?: false;
  }
}

const KEY_HEADER = API_KEY_HEADER.toLowerCase();

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Registered before the session is read and any route runs, so a refused request costs no lookup. */
export function registerReadBudget(app: FastifyInstance, lane: ExpressLane) {
  app.decorate('readLimiter', new ReadLimiter(() => app.clock().getTime()));
  app.decorateRequest('readClient', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.readBudget === false) return;
    return admitRead(request, reply);
  });
  app.addHook('onSend', async (request, reply) => {
    const client = request.readClient;
    if (!client || client.refused) return;
    const extra = request.answeredFromStore ? 0 : READ_COSTS.worked - READ_COSTS.fromStore;
    reply.headers(rateLimitHeaders(app.readLimiter.charge(client.id, client.limit, extra)));
  });
  limitTheLane(app, lane);
}

/**
 * Counts a read against its client's budget, once: the sent 429 when the budget is spent, else nothing.
 * A request with an API key is counted against its address first, so an unknown key costs that address
 * its lookup and a spent address gets no lookup at all; a working key then takes the unit over.
 */
export async function admitRead(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!isRead(request) || request.readClient) return undefined;
  const { readLimiter, requestLimits } = request.server;
  const address = { id: `address:${request.ip}`, limit: requestLimits.publicRead.max, refused: false };
  request.readClient = address;
  const byAddress = readLimiter.take(address.id, address.limit);
  if (!byAddress.allowed) return refuse(request, reply, byAddress);
  const key = request.headers[KEY_HEADER];
  if (typeof key !== 'string') {
    reply.headers(rateLimitHeaders(byAddress));
    return undefined;
  }
  const keyId = key.length <= 200 ? await apiKeyIdOf(request.server.db, key) : undefined;
  if (keyId === undefined) throw unauthorized('Unauthorized: unknown or revoked API key');
  readLimiter.giveBack(address.id);
  request.readClient = { id: `key:${keyId}`, limit: requestLimits.keyedRead.max, refused: false };
  const byKey = readLimiter.take(request.readClient.id, request.readClient.limit);
  if (!byKey.allowed) return refuse(request, reply, byKey);
  reply.headers(rateLimitHeaders(byKey));
  return undefined;
}

function refuse(request: FastifyRequest, reply: FastifyReply, take: Take): FastifyReply {
  request.readClient!.refused = true;
  const message = `Too many requests: try again in ${take.resetSeconds} seconds`;
  reply.code(429).headers(rateLimitHeaders(take));
  const path = request.url.split('?')[0]!;
  if (path.startsWith('/api/') || path.startsWith('/feeds/')) return reply.send({ message });
  return reply.type('text/html; charset=utf-8').send(tooManyRequestsPage(message));
}

/** What a browser shows past the budget: a page of its own, as drawing the app's would be the work refused. */
function tooManyRequestsPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests · Civic Ledger</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937;background:#fff}@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}}</style></head>
<body><main><h1>Too many requests</h1><p>${message}.</p><p>This address has asked for more pages than the site answers in a minute. Reload the page once the time has passed.</p></main></body>
</html>
`;
}

/**
 * The express lane's answers come from stored bytes: one unit each, from the address as Fastify would
 * see it (TRUST_PROXY included); a request with an API key, or past the budget, is left to Fastify.
 */
function limitTheLane(app: FastifyInstance, lane: ExpressLane) {
  const addressOf = clientAddressOf(app.config.trustProxy);
  lane.limitWith((request) => {
    if (request.headers[KEY_HEADER] !== undefined) return undefined;
    const take = app.readLimiter.take(`address:${addressOf(request)}`, app.requestLimits.publicRead.max);
    return take.allowed ? rateLimitHeaders(take) : undefined;
  });
}
