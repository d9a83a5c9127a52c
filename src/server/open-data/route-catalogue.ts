// Every route the app registers, as Fastify hands it to the onRoute hook: the OpenAPI document is drawn
// from this list (docs/decisions/0270-openapi-from-the-contracts.md), so a route another branch adds is in
// the document the day it is registered, with whatever contract it was registered from.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Endpoint } from '../../shared/api/contract.ts';

export type CataloguedRoute = {
  method: string;
  url: string;
  /** Fastify's schema as registered: zod types for params, querystring, body and response by status. */
  schema: RouteOptions['schema'];
  /** The shared contract the route was registered from (http/register-endpoint.ts), if any. */
  contract: Endpoint | undefined;
  /** Who may call it, for a route without a contract that guards itself. */
  auth: Endpoint['auth'];
  /** The same answer for everyone: open to other origins; a key raises its client's read budget. */
  publicRead: boolean;
  /** A read that draws on its client's read budget (http/read-budget.ts): RateLimit fields, and 429 past it. */
  budgeted: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: CataloguedRoute[];
  }
  interface FastifyContextConfig {
    /** Set by registerEndpoint: the contract the route answers. */
    contract?: Endpoint;
    /** A route registered by hand that needs a session ('user') or staff. */
    auth?: Endpoint['auth'];
    /** A read open to anyone from any origin (http/public-reads.ts). */
    publicRead?: boolean;
  }
}

/** Registered before any route: the hook sees every route registered after it, in every plugin. */
export function registerRouteCatalogue(app: FastifyInstance) {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { contract?: Endpoint; auth?: Endpoint['auth']; publicRead?: boolean; readBudget?: false };
    for (const method of [route.method].flat()) {
      // HEAD mirrors GET (Fastify adds it by itself), OPTIONS answers preflights.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        contract: config.contract,
        auth: config.contract?.auth ?? config.auth,
        publicRead: config.publicRead === true,
        budgeted: method === 'GET' && config.readBudget !== false,
      });
    }
  });
}
