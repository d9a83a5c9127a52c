// The client half of the endpoint contracts (docs/decisions/0110-endpoint-contracts.md): a typed call,
// its query key, and query options for lists that come a page at a time.
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  queryString,
} from '../../shared/api/contract.ts';
import { nextPageUrl } from '../../shared/api/pagination.ts';
import { apiRequest, throwIfNotOk, UnexpectedResponseError } from './api.ts';
import { submitOnce } from './submit-once.ts';

export type EndpointInput<E extends Endpoint> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
};

/** The URL a call goes to: the filled path plus the query (keys sorted). */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}): string {
  return endpointPath(endpoint, input.params as Record<string, unknown>) + queryString(input.query as Record<string, unknown>);
}

/**
 * The TanStack Query key: the path as segments ('/api/bills', '12', 'comments' — joined with slashes they
 * are the URL) and the query object last, so invalidating ['/api/bills'] reaches every
 * list, detail and page under it.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}): readonly unknown[] {
  return pathKey(endpoint.path, input.params as Record<string, unknown>, input.query as Record<string, unknown> | undefined);
}

/**
 * endpointKey for code that knows an endpoint by its path alone (shared/api/endpoint-paths.ts), so that
 * the first screen's code need not build the schemas of an endpoint it only invalidates.
 */
export function pathKey(path: Endpoint['path'], params?: Record<string, unknown>, query?: Record<string, unknown>): readonly unknown[] {
  const [, api, resource, ...rest] = endpointPath({ path }, params).split('/');
  return [`/${api}/${resource}`, ...rest, ...(query && Object.keys(query).length > 0 ? [query] : [])];
}

/** Checks an answer against the contract's schema; answers the wire form, as the client reads it. */
function checked<E extends Endpoint>(endpoint: E, body: unknown): EndpointResponse<E> {
  if (!endpoint.response) return null as EndpointResponse<E>;
  const result = endpoint.response.safeParse(body);
  if (!result.success) throw new UnexpectedResponseError(endpoint.path, result.error.issues[0]?.message ?? 'invalid');
  return body as EndpointResponse<E>;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** Calls an endpoint; non-OK answers become `${status}: ${body}` errors. An idempotent create is sent once per submit. */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}, signal?: AbortSignal) {
  const send = endpoint.idempotent ? submitOnce : apiRequest;
  const res = await send(endpoint.method, endpointUrl(endpoint, input), input.body, signal);
  return checked(endpoint, await readJson(res));
}

/** useQuery options for one endpoint and input. */
export function endpointQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}) {
  return {
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }: { signal?: AbortSignal }) => callEndpoint(endpoint, input, signal),
  };
}

type Item<E extends Endpoint> = EndpointResponse<E> extends readonly (infer T)[] ? T : never;
export type ListPage<T> = { items: T[]; next: string | null };

/** useInfiniteQuery options for a paginated list: each page's URL comes from the previous page's Link header. */
export function endpointPages<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}) {
  return {
    queryKey: [...endpointKey(endpoint, input), 'pages'],
    initialPageParam: endpointUrl(endpoint, input),
    queryFn: async ({ pageParam, signal }: { pageParam: string; signal?: AbortSignal }): Promise<ListPage<Item<E>>> => {
      const res = await fetch(pageParam, { credentials: 'include', signal });
      await throwIfNotOk(res);
      const items = checked(endpoint, await readJson(res)) as Item<E>[];
      return { items, next: nextPageUrl(res.headers.get('link')) };
    },
    getNextPageParam: (last: ListPage<Item<E>>) => last.next,
  };
}
