import type { FastifyInstance } from 'fastify';
import * as notificationsApi from '../../shared/api/notifications.ts';
import * as subscriptionsApi from '../../shared/api/subscriptions.ts';
import { NOTHING_PUBLIC } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { unsubscribe } from '../repositories/subscriptions.ts';
import { markNotificationsRead } from '../repositories/users.ts';
import { isSubscribed, subscribeTo, unreadCount } from '../services/subscriptions.ts';

export async function subscriptionRoutes(app: FastifyInstance) {
  registerEndpoint(app, subscriptionsApi.checkSubscription, { cache: 'private' }, async (request) => ({
    isSubscribed: await isSubscribed(app.db, signedInUser(request).id, request.params.authorId),
  }));

  registerEndpoint(app, subscriptionsApi.subscribe, { invalidates: NOTHING_PUBLIC }, async (request, reply, db) => {
    const result = await subscribeTo(db, signedInUser(request), request.body.authorId);
    if (result.created) reply.code(201);
    return result.subscription;
  });

  registerEndpoint(app, subscriptionsApi.unsubscribe, { invalidates: NOTHING_PUBLIC }, async (request) => {
    await unsubscribe(app.db, signedInUser(request).id, request.params.authorId);
    return { isSubscribed: false };
  });

  registerEndpoint(app, notificationsApi.getNotificationCount, { cache: 'private' }, async (request) => ({
    count: await unreadCount(app.db, signedInUser(request)),
  }));

  registerEndpoint(app, notificationsApi.markNotificationsRead, { invalidates: NOTHING_PUBLIC }, async (request) => {
    await markNotificationsRead(app.db, signedInUser(request).id, new Date());
    return { count: 0 };
  });
}
