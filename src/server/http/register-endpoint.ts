// Registers a route from its shared contract (docs/decisions/0110-endpoint-contracts.md). Who may call
// it is checked before the body or query is validated, so a visitor gets 401 and a reader 403 before any
// 400; a paginated list's handler returns a page and the next page goes in a Link header.
// Every read says whether its answer is the same for everyone (served from the response cache, tagged
// with the topics it reads) or private; every write says which topics it changes
// (docs/decisions/0141-response-cache.md). A read whose database connection dropped is tried once more, and
// a create declared idempotent honours an Idempotency-Key and runs in one transaction, so once it has
// committed it is answered 2xx (docs/decisions/0150-database-outages.md, docs/decisions/0151-idempotent-creates.md,
// docs/decisions/0314-a-committed-write-answers-2xx.md).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, endpointPath, queryString } from '../../shared/api/contract.ts';
import { replyFromCache } from '../cache/cached-reply.ts';
import type { Serialized } from '../cache/entry.ts';
import type { Topic } from '../cache/topics.ts';
import type { Database } from '../db/connect.ts';
import type { Page } from '../db/cursor.ts';
import { readWithOneRetry } from '../db/database-unavailable.ts';
import { requireStaff, requireUser } from './auth.ts';
import { declaredQueryOnly } from './declared-query.ts';
import { type CreateAnswer, createOnce } from './idempotent-create.ts';
import { accountOrAddress } from './security.ts';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}>;

type Reply<E extends Endpoint> = E['response'] extends z.ZodType
  ? E['paginated'] extends true
    ? Page<z.output<E['response']> extends (infer Item)[] ? Item : never>
    : z.output<E['response']>
  : void;

type Topics<E extends Endpoint> = readonly Topic[] | ((request: EndpointRequest<E>) => readonly Topic[]);

/**
 * A read is either public, the same answer for everyone, which the cache keeps under the topics it
 * reads (its handler must not read the session nor set anything on the reply), or 'private': never
 * kept, answered with Cache-Control: no-store. A read only some may call is always private.
 */
type ReadPolicy<E extends Endpoint> = E['auth'] extends 'user' | 'staff' ? { cache: 'private' } : { cache: Topics<E> | 'private' };

/** The topics a write changes, invalidated once its handler has finished (committed or not). */
type WritePolicy<E extends Endpoint> = { invalidates: Topics<E> };

export type EndpointOptions<E extends Endpoint> = {
  config?: RouteShorthandOptions['config'];
} & (E['method'] extends 'GET' ? ReadPolicy<E> : WritePolicy<E>);

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions<E>,
  /**
   * `db` is the database to write through: the app's, or for an idempotent create, its transaction (which
   * also records the answer when it was sent with a key). A create writes through it alone, so that it
   * commits as one, and reads back what it wrote through it too.
   */
  handler: (request: EndpointRequest<E>, reply: FastifyReply, db: Database) => Promise<Reply<E>>,
) {
  const guard = endpoint.auth === 'staff' ? requireStaff : endpoint.auth === 'user' ? requireUser : undefined;
  const cache = 'cache' in options && options.cache !== 'private' ? options.cache : undefined;
  const invalidates = 'invalidates' in options ? options.invalidates : undefined;
  const topicsFor = (topics: Topics<E>, request: FastifyRequest) =>
    typeof topics === 'function' ? topics(request as EndpointRequest<E>) : topics;
  const run =
    endpoint.method === 'GET'
      ? (request: FastifyRequest, reply: FastifyReply) => readWithOneRetry(() => handler(request as EndpointRequest<E>, reply, app.db))
      : (request: FastifyRequest, reply: FastifyReply, db = app.db) => handler(request as EndpointRequest<E>, reply, db);
  const statusOf = (reply: FastifyReply) =>
    endpoint.otherStatuses?.includes(reply.statusCode as 200 | 201 | 202) ? reply.statusCode : endpoint.status;

  /** What goes in the body and the Link header, from what the handler returned. */
  const shape = (request: FastifyRequest, result: unknown) => {
    if (!endpoint.paginated) return { body: result, link: undefined };
    const page = result as Page<unknown>;
    return { body: page.items, link: page.next ? nextPageLink(request, page.next) : undefined };
  };

  /** The handler's answer as the serializer writes it: the cache keeps exactly these bytes. */
  const serialized = async (request: FastifyRequest, reply: FastifyReply): Promise<Serialized> => {
    const { body, link } = shape(request, await run(request, reply));
    reply.code(endpoint.status);
    return { body: reply.serialize(body), link };
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await run(request, reply);
    if (reply.sent) return reply;
    reply.code(statusOf(reply));
    if (!endpoint.response) return reply.send();
    const { body, link } = shape(request, result);
    if (link) reply.header('link', link);
    return body;
  };

  /** A create's answer as it will be sent and recorded: its status and serialized body. */
  const createAnswer = async (request: FastifyRequest, reply: FastifyReply, db: Database): Promise<CreateAnswer> => {
    const result = await run(request, reply, db);
    reply.code(statusOf(reply));
    const body = reply.serialize(shape(request, result).body);
    // The JSON serializer answers a string; the record keeps text either way.
    return { status: reply.statusCode, body: typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8') };
  };

  // Every write is limited per account (per address for a visitor) unless its route sets a limit of its own.
  const limited =
    endpoint.method === 'GET' || options.config?.rateLimit
      ? options.config
      : { rateLimit: { ...app.requestLimits.write, keyGenerator: accountOrAddress }, ...options.config };
  // The contract travels with the route for the OpenAPI document; a cached read is the same for everyone,
  // so it is open to other origins under the public read limit (http/public-reads.ts).
  const config = { ...limited, contract: endpoint, publicRead: cache !== undefined };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    // A cached answer is compressed once, when stored; compressing it again per request would be waste.
    ...(cache ? { compress: false as const } : {}),
    ...(guard ? { preValidation: guard } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      // Only the declared parameters, or a 400 naming the others (docs/decisions/0312-undeclared-query-parameters.md).
      querystring: declaredQueryOnly(endpoint.query),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A body-less answer (204) has no schema to serialize with.
      ...(endpoint.response
        ? {
            response: Object.fromEntries([endpoint.status, ...(endpoint.otherStatuses ?? [])].map((status) => [status, endpoint.response])),
          }
        : {}),
    },
    handler: async (request, reply) => {
      if (cache) {
        const read = { key: cacheKey(request), topics: topicsFor(cache, request), status: endpoint.status };
        return replyFromCache(request, reply, read, () => serialized(request, reply));
      }
      if (!invalidates) return answer(request, reply);
      let replayed = false;
      try {
        if (!endpoint.idempotent) return await answer(request, reply);
        const once = await createOnce(app, request, (db) => createAnswer(request, reply, db));
        replayed = once.replayed;
        return reply.code(once.status).type('application/json; charset=utf-8').send(once.body);
      } finally {
        // A replayed answer wrote nothing, so there is nothing to drop.
        if (!replayed) await app.responseCache.invalidate(topicsFor(invalidates, request));
      }
    },
  });
}

/**
 * One entry per route and validated input; HEAD shares GET's. The key is made from what the handler
 * reads (the params and query as validation left them), never from the address as written, so two
 * requests share an entry exactly when they get the same answer (docs/decisions/0190-cache-keys-from-validated-input.md).
 */
export function cacheKey(request: FastifyRequest): string {
  return `GET ${request.routeOptions.url ?? ''} ${canonicalJson(request.params)} ${canonicalJson(request.query)}`;
}

/** JSON with every object's keys sorted, so equal inputs give equal text whatever order they came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The address of the next page: the route's path with this request's params, and the query parameters it named as validation
 * read them, with the cursor replaced.
 */
function nextPageLink(request: FastifyRequest, cursor: string): string {
  const validated = (request.query ?? {}) as Record<string, unknown>;
  const queryStart = request.url.indexOf('?');
  const named = queryStart === -1 ? [] : [...new URLSearchParams(request.url.slice(queryStart + 1)).keys()];
  const kept = Object.fromEntries(named.filter((name) => name in validated).map((name) => [name, validated[name]]));
  const path = endpointPath({ path: request.routeOptions.url as Endpoint['path'] }, request.params as Record<string, unknown>);
  return `<${path}${queryString({ ...kept, cursor })}>; rel="next"`;
}
