// API answers meant for one viewer must not be kept by a shared cache, or by the browser for the next
// person at the same computer. Public reads served from the response cache say so themselves
// ('public, no-cache': docs/decisions/0141-response-cache.md); every other API answer (account, staff,
// notifications, sessions, profiles that show an email to some viewers, errors, sign-in redirects) is
// no-store, and so is any answer that sets a cookie, whatever it says otherwise: a page kept in the
// response cache too (docs/decisions/0255-drawn-pages-cached.md), whose first of a visit sets one.
import type { FastifyInstance } from 'fastify';

/** Registered after the cookie plugin, whose onSend hook has written Set-Cookie by the time this one runs. */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) {
      if (request.cachedReadKey !== null && reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
      return;
    }
    if (!reply.hasHeader('cache-control') || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
  });
}
