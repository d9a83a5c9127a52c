// Where a sign-in may send the reader afterwards (docs/decisions/0105-cross-origin-and-redirects.md).
// The value is resolved with the WHATWG URL parser, the same one the browser will use on the redirect,
// so a string that only looks like a path ('/\t/evil.example', '/\\evil.example') is judged by what it
// really becomes, and the answer is rebuilt from the parsed URL, never passed through as typed.

/**
 * `returnTo` resolved against `siteOrigin`: its path, query and fragment when it stays on that origin,
 * else '/'.
 */
export function resolveReturnTo(returnTo: string | null | undefined, siteOrigin: string): string {
  if (!returnTo) return '/';
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(siteOrigin).origin;
    resolved = new URL(returnTo, origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin) return '/';
  // A path can still begin with '//' ('/.//evil.example' parses to the path '//evil.example'), which a
  // browser would read as another host when it is used as a relative address.
  if (resolved.pathname.startsWith('//')) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}
