// Cross-site request forgery protection by the rules of Go's net/http CrossOriginProtection
// (docs/decisions/0105-cross-origin-and-redirects.md): browsers say where a request comes from
// (Sec-Fetch-Site, else Origin), so no token is needed. Applies to every route and every unsafe method,
// with or without a body: the session cookie's SameSite=Lax does not cover sibling subdomains or browsers
// that ignore it, and a body-less POST needs nothing but the URL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../platform/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** PUBLIC_URL's origin, or undefined when it is unset. */
function configuredOrigin(app: FastifyInstance): string | undefined {
  return app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : undefined;
}

/**
 * Whether `origin` (an Origin header, or a Referer's origin) is this site: PUBLIC_URL's origin, or the
 * host the request was sent to. The raw Host header, as Go compares it (X-Forwarded-Host is not the
 * browser's word), parsed like the origin so 'example.org:443' and 'https://example.org' agree.
 */
function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  if (origin === configuredOrigin(request.server)) return true;
  const { host } = request.headers;
  if (!host) return false;
  try {
    const parsed = new URL(origin);
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** The browser's own account of a request's source; undefined from browsers too old to send it. */
function fetchSite(request: FastifyRequest): string | undefined {
  const value = request.headers['sec-fetch-site'];
  return typeof value === 'string' ? value : undefined;
}

/** 'same-origin' and 'none' (typed address, bookmark) are the user's own doing. */
function isSameOriginFetch(site: string | undefined): boolean {
  return site === 'same-origin' || site === 'none';
}

/**
 * Whether a navigation (a GET that changes something, like the menu's log-out link) came from this
 * site's own pages or was typed: Sec-Fetch-Site when the browser sends it, else the Referer's origin
 * (the Referrer-Policy in security.ts keeps it on same-origin requests). Neither: not vouched for.
 */
export function isSameOriginNavigation(request: FastifyRequest): boolean {
  const site = fetchSite(request);
  if (site !== undefined) return isSameOriginFetch(site);
  const { referer } = request.headers;
  if (!referer) return false;
  try {
    return isOwnOrigin(request, new URL(referer).origin);
  } catch {
    return false;
  }
}

function allowed(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = fetchSite(request);
  if (isSameOriginFetch(site)) return true;
  const origin = request.headers.origin;
  if (origin !== undefined && origin === configuredOrigin(request.server)) return true;
  if (site !== undefined) return false;
  // No Sec-Fetch-Site: an older browser (then Origin tells) or not a browser at all (curl, scripts),
  // which carries no one else's cookies and so cannot be forged.
  return origin === undefined || isOwnOrigin(request, origin);
}

/** Registered early, before the session is read or a body parsed: a refused request costs nothing. */
export function registerCrossOriginProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!allowed(request)) throw forbidden('Forbidden: cross-origin request');
  });
}
