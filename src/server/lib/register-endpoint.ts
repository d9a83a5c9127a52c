// Registers a route from its shared contract (docs/decisions/0110-endpoint-contracts.md). Who may call
// it is checked before the body or query is validated, so a visitor gets 401 and a reader 403 before any
// 400; a paginated list's handler returns a page and the next page goes in a Link header.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { queryString, type Endpoint } from '../../shared/api/contract.ts';
import { requireStaff, requireUser } from '../plugins/auth.ts';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}>;

/** What a paginated handler returns: this page's rows and the cursor of the next page (null: last page). */
export type Page<T> = { items: T[]; next: string | null };

type Reply<E extends Endpoint> = E['response'] extends z.ZodType
  ? E['paginated'] extends true
    ? Page<z.output<E['response']> extends (infer Item)[] ? Item : never>
    : z.output<E['response']>
  : void;

export type EndpointOptions = {
  /** 'user': signed in (401 otherwise); 'staff': isStaff = 1 (401 for visitors, 403 for others). */
  auth?: 'user' | 'staff';
  config?: RouteShorthandOptions['config'];
};

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Reply<E>>,
) {
  const guard = options.auth === 'staff' ? requireStaff : options.auth === 'user' ? requireUser : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    ...(guard ? { preValidation: guard } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A body-less answer (204) has no schema to serialize with.
      ...(endpoint.response
        ? { response: Object.fromEntries([endpoint.status, ...(endpoint.otherStatuses ?? [])].map((status) => [status, endpoint.response])) }
        : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      if (!endpoint.otherStatuses?.includes(reply.statusCode as 200 | 201 | 202)) reply.code(endpoint.status);
      if (!endpoint.paginated) return endpoint.response ? result : reply.send();
      const page = result as Page<unknown>;
      if (page.next) reply.header('link', `<${nextPageHref(request, page.next)}>; rel="next"`);
      return page.items;
    },
  });
}

/** This request's path and query with the cursor replaced: the address of the next page. */
function nextPageHref(request: FastifyRequest, cursor: string): string {
  const [path, search = ''] = request.url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  return `${path}${queryString({ ...query, cursor })}`;
}
