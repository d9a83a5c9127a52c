// The OpenAPI 3.1 document of every route the app registered (docs/decisions/0270-openapi-from-the-contracts.md),
// drawn from the same zod schemas the routes validate with and the client calls through, converted by zod's
// own toJSONSchema (draft 2020-12, OpenAPI 3.1's dialect). Schemas are read in their wire form (`io: 'input'`):
// timestamps as the ISO strings that travel, not the Date objects the server holds.
import { z } from 'zod';
import { API_KEY_HEADER } from '../../shared/api/open-data.ts';
import { errorBody } from '../../shared/schemas/common.ts';
import { SESSION_COOKIE } from '../services/session-cookie.ts';
import type { CataloguedRoute } from './route-catalogue.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const toJson = (schema: unknown): JsonSchema => {
  if (!(schema instanceof z.ZodType)) return {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'The input was refused: `message`, and `fields` names each refused input',
  401: 'Not signed in',
  403: 'Signed in without the permission, or a write from another site',
  404: 'Nothing has this id',
  409: 'A conflicting write (an import already running, a duplicate)',
  422: 'An Idempotency-Key reused with another body',
  429: 'Too many requests: `Retry-After` says in how many seconds to try again',
  503: 'The database is unreachable for now: `Retry-After` says when to try again',
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the current window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
};

/** Fastify's `:name` and `*` segments as OpenAPI's `{name}` templates. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');

function pathParameters(route: CataloguedRoute): Operation[] {
  const declared = (toJson(route.schema?.params).properties ?? {}) as Record<string, JsonSchema>;
  const names = [...openApiPath(route.url).matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return names.map((name) => ({ name, in: 'path', required: true, schema: declared[name] ?? { type: 'string' } }));
}

function queryParameters(route: CataloguedRoute): Operation[] {
  const schema = toJson(route.schema?.querystring);
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name) && !('default' in property),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function successResponses(route: CataloguedRoute): Record<string, unknown> {
  const responseSchemas = (route.schema?.response ?? {}) as Record<string, unknown>;
  const contract = route.contract;
  const headers = {
    ...(route.budgeted ? RATE_LIMIT_HEADERS : {}),
    ...(contract?.paginated
      ? { Link: { description: 'The next page: `<…>; rel="next"` (absent on the last page)', schema: { type: 'string' } } }
      : {}),
    ...(route.publicRead && route.contract
      ? { ETag: { description: 'Send it back in If-None-Match to get 304 when nothing changed', schema: { type: 'string' } } }
      : {}),
  };
  const withHeaders = (response: Record<string, unknown>) => (Object.keys(headers).length ? { ...response, headers } : response);
  if (contract) {
    if (contract.status === 204 || !contract.response) return { [contract.status]: { description: 'Done, no body' } };
    const content = { 'application/json': { schema: toJson(contract.response) } };
    const statuses = [contract.status, ...(contract.otherStatuses ?? [])];
    return Object.fromEntries(statuses.map((status) => [String(status), withHeaders({ description: 'Success', content })]));
  }
  const declared = Object.entries(responseSchemas).filter(([status]) => status.startsWith('2'));
  if (declared.length > 0) {
    return Object.fromEntries(
      declared.map(([status, schema]) => [
        status,
        withHeaders({ description: 'Success', content: { [mediaTypeOf(route)]: { schema: toJson(schema) } } }),
      ]),
    );
  }
  return {
    200: withHeaders({ description: describeUndeclared(route), content: { [mediaTypeOf(route)]: { schema: { type: 'string' } } } }),
  };
}

/** Routes without a contract answer pages, files, redirects or downloads; the document says which. */
function mediaTypeOf(route: CataloguedRoute): string {
  if (route.url.startsWith('/api/downloads/')) return 'application/gzip';
  if (route.url === '/api/docs') return 'text/html';
  // The reference's own script and style.
  if (route.url.startsWith('/api/docs/')) return '*/*';
  if (route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz') return 'application/json';
  return 'text/html';
}

function describeUndeclared(route: CataloguedRoute): string {
  if (route.url.startsWith('/embed/')) return 'A self-contained score card to put in an iframe (framable by any site)';
  return route.url.startsWith('/api/') ? 'Success (or a redirect)' : 'A page drawn by the server (or a file)';
}

function errorResponses(route: CataloguedRoute): Record<string, unknown> {
  const statuses = new Set<number>();
  const declared = Object.keys((route.schema?.response ?? {}) as Record<string, unknown>)
    .map(Number)
    .filter((status) => status >= 400);
  for (const status of declared) statuses.add(status);
  if (route.schema?.params || route.schema?.querystring || route.schema?.body) statuses.add(400);
  if (route.auth) statuses.add(401);
  if (route.auth === 'staff' || route.method !== 'GET') statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (route.budgeted || route.method !== 'GET') statuses.add(429);
  if (route.contract?.idempotent) statuses.add(422);
  if (route.url.startsWith('/api/')) statuses.add(503);
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: ERROR_TEXT[status] ?? 'Refused',
        content,
        ...(status === 429 || status === 503
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
      },
    ]),
  );
}

function security(route: CataloguedRoute): Operation[] | undefined {
  if (route.auth) return [{ sessionCookie: [] }];
  // An empty requirement first: the key is optional, it raises the limit.
  if (route.publicRead) return [{}, { apiKey: [] }];
  return undefined;
}

function operation(route: CataloguedRoute): Operation {
  const parameters = [...pathParameters(route), ...queryParameters(route)];
  if (route.contract?.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A repeat with the same key and body gets the first answer',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  const body = route.schema?.body;
  const requirement = security(route);
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [tagOf(route.url)],
    ...(route.auth ? { description: route.auth === 'staff' ? 'Staff only.' : 'Signed-in readers only.' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(body) } } } } : {}),
    responses: { ...successResponses(route), ...errorResponses(route) },
    ...(requirement ? { security: requirement } : {}),
  };
}

function tagOf(url: string): string {
  if (!url.startsWith('/api/')) return url.startsWith('/embed/') ? 'embeds' : 'pages';
  return url.split('/')[2]!.replace(/\.json$/, '') || 'api';
}

export function openApiDocument(routes: readonly CataloguedRoute[], options: { serverUrl: string; version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Civic Ledger API',
      version: options.version,
      description:
        'Every route of Civic Ledger. Public reads (no security requirement, or an optional API key) answer any origin without credentials, ' +
        'carry ETags, and page with `limit`, `cursor` and a `Link: rel="next"` header. A query parameter a route does not list is refused with 400. ' +
        'Reads draw on one budget per client a minute, reported in RateLimit-* headers: an answer the server already holds costs 1, one it works out 5. ' +
        `An API key from the newsroom, sent in \`${API_KEY_HEADER}\`, raises the budget.`,
      license: { name: "Data: see /data for each source's licence" },
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { Error: toJson(errorBody) },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by signing in' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'A key staff issue at /admin/api-keys: a higher read limit',
        },
      },
    },
  };
}
