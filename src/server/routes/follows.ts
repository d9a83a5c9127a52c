import type { FastifyInstance } from 'fastify';
import * as followsApi from '../../shared/api/follows.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { checkFollowing, followList, startFollowing, stopFollowing } from '../services/follows.ts';
import { inbox } from '../services/inbox.ts';

export async function followRoutes(app: FastifyInstance) {
  registerEndpoint(app, followsApi.checkFollow, { cache: 'private' }, async (request) => ({
    following: await checkFollowing(app.db, signedInUser(request), request.query.kind, request.query.target),
  }));

  registerEndpoint(app, followsApi.follow, { invalidates: NOTHING_PUBLIC }, async (request, reply, db) => {
    const { created } = await startFollowing(db, signedInUser(request), request.body.kind, request.body.target);
    if (created) reply.code(201);
    return { following: true };
  });

  registerEndpoint(app, followsApi.unfollow, { invalidates: NOTHING_PUBLIC }, async (request) => {
    await stopFollowing(app.db, signedInUser(request), request.query.kind, request.query.target);
    return { following: false };
  });

  registerEndpoint(app, followsApi.listFollows, { cache: 'private' }, async (request) => followList(app.db, signedInUser(request).id));

  registerEndpoint(app, followsApi.listInbox, { cache: 'private' }, async (request) => inbox(app.db, signedInUser(request), request.query));
}
