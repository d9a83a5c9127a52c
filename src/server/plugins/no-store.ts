// Answers meant for one viewer must not be kept by a shared cache, or by the browser for the next person
// at the same computer: every account, staff, notification and subscription answer, and any API answer
// to a signed-in request (its content may depend on who asks). Public answers to visitors stay cacheable.
import type { FastifyInstance } from 'fastify';

const PRIVATE_API = /^\/api\/(auth|admin|notifications|subscriptions|login|logout|callback)(\/|\?|$)/;

/** Registered after the session plugin, whose onRequest hook tells who is signed in. */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.user || PRIVATE_API.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
