// A signed-in person's list of their sessions, and signing out other devices
// (docs/decisions/0100-session-lifetimes.md).
import type { FastifyInstance } from 'fastify';
import * as authApi from '../../shared/api/auth.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { listSessions, revokeOtherSessions, revokeSession } from '../services/sessions.ts';

export async function sessionRoutes(app: FastifyInstance) {
  // Who is signed in where is private: no browser or proxy may keep a copy, errors included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerEndpoint(app, authApi.listSessions, { cache: 'private' }, async (request) => listSessions(request));

  registerEndpoint(app, authApi.revokeSession, { invalidates: NOTHING_PUBLIC }, async (request, reply) => {
    await revokeSession(request, reply, request.params.id);
  });

  registerEndpoint(app, authApi.signOutOtherSessions, { invalidates: NOTHING_PUBLIC }, async (request) => ({
    ended: await revokeOtherSessions(request),
  }));
}
