import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorIdParams,
  notificationCount,
  subscribeInput,
  subscription,
  subscriptionCheck,
} from '../../shared/schemas/subscriptions.ts';
import { badRequest, notFound } from '../http-error.ts';
import { requireUser, signedInUser } from '../plugins/auth.ts';
import { findSubscription, notificationCount as countNotifications, subscribe, unsubscribe } from '../repositories/subscriptions.ts';
import { findUserById, markNotificationsRead } from '../repositories/users.ts';

export async function subscriptionRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/subscriptions/check/:authorId',
    { preHandler: requireUser, schema: { params: authorIdParams, response: { 200: subscriptionCheck } } },
    async (request) => ({
      isSubscribed: (await findSubscription(app.db, signedInUser(request).id, request.params.authorId)) !== undefined,
    }),
  );

  // SPEC.md §6: subscribe to staff authors only, never to oneself.
  app.post(
    '/api/subscriptions',
    { preHandler: requireUser, schema: { body: subscribeInput, response: { 200: subscription, 201: subscription } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { authorId } = request.body;
      if (authorId === user.id) throw badRequest('You cannot subscribe to yourself');
      const author = await findUserById(app.db, authorId);
      if (!author) throw notFound('Author not found');
      if (author.isStaff !== 1) throw badRequest('You can only subscribe to staff authors');
      const result = await subscribe(app.db, user.id, authorId);
      return reply.code(result.created ? 201 : 200).send(result.subscription);
    },
  );

  app.delete(
    '/api/subscriptions/:authorId',
    { preHandler: requireUser, schema: { params: authorIdParams, response: { 200: subscriptionCheck } } },
    async (request) => {
      await unsubscribe(app.db, signedInUser(request).id, request.params.authorId);
      return { isSubscribed: false };
    },
  );

  app.get(
    '/api/notifications/count',
    { preHandler: requireUser, schema: { response: { 200: notificationCount } } },
    async (request) => {
      const user = signedInUser(request);
      return { count: await countNotifications(app.db, user.id, user.lastCheckedNotifications) };
    },
  );

  app.post(
    '/api/notifications/mark-read',
    { preHandler: requireUser, schema: { response: { 200: notificationCount } } },
    async (request) => {
      await markNotificationsRead(app.db, signedInUser(request).id, new Date());
      return { count: 0 };
    },
  );
}
