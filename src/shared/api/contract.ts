// One declaration per endpoint (docs/decisions/0110-endpoint-contracts.md): method, path, and the zod
// schemas of its params, query, body and success response. The server registers its route from it and
// the client derives its typed call and query key from it, so neither can drift from the other.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type Endpoint = {
  method: Method;
  /**
   * Who may call it: 'user' signed in (401 otherwise), 'staff' isStaff = 1 (401 for visitors, 403 for
   * others); absent, anyone. Settled before any of the request is validated.
   */
  auth?: 'user' | 'staff';
  /** Fastify-style path with `:name` segments, e.g. '/api/bills/:id/comments'. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status and the schema of its body (null: no body, e.g. 204). */
  status: 200 | 201 | 202 | 204;
  response: z.ZodType | null;
  /** Other success statuses a handler may choose (`reply.code`) for the same body, e.g. 201 for a new row. */
  otherStatuses?: readonly (200 | 201 | 202)[];
  /** A list that grows: `limit` and `cursor` in the query, the next page in a `Link: rel="next"` header. */
  paginated?: boolean;
  /**
   * A create that takes an Idempotency-Key header: a repeat with the same key and body is answered from
   * the first answer and writes nothing (docs/decisions/0151-idempotent-creates.md). It runs in one
   * transaction, and the web client sends each submit with a key. Every POST that stores something new is
   * one (docs/decisions/0314-a-committed-write-answers-2xx.md).
   */
  idempotent?: true;
};

/** Keeps the literal types of a declaration (method, path, schemas) for the server and the client. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller supplies: the wire form (z.input) of params, query and body. */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
/** The success body as it travels (timestamps as ISO strings: docs/decisions/0060-timestamps-on-the-wire.md). */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : null;

/** The path with its `:name` segments filled in (URI-encoded). */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string of the defined values, keys sorted so equal queries give equal URLs (and cache keys). */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
