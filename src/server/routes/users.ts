import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { article } from '../../shared/schemas/articles.ts';
import { comment } from '../../shared/schemas/comments.ts';
import { userIdParams } from '../../shared/schemas/common.ts';
import { adminUser, currentUser, profileUpdate, publicUser, staffUpdate } from '../../shared/schemas/users.ts';
import { forbidden, notFound } from '../http-error.ts';
import { requireStaff, requireUser, signedInUser } from '../plugins/auth.ts';
import { listArticlesByUser } from '../repositories/articles.ts';
import { listCommentsByUser } from '../repositories/comments.ts';
import { findUserById, listUsers, setStaff, updateProfile } from '../repositories/users.ts';
import { toAdminUser, toCurrentUser, toPublicUser } from './user-views.ts';

const staffParams = z.strictObject({ userId: z.uuid({ error: 'Must be a user id' }) });

export async function userRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  const existingUser = async (id: string) => {
    const user = await findUserById(app.db, id);
    if (!user) throw notFound('User not found');
    return user;
  };

  app.get('/api/users/:id', { schema: { params: userIdParams, response: { 200: publicUser } } }, async (request) =>
    toPublicUser(await existingUser(request.params.id), request.user),
  );

  app.get(
    '/api/users/:id/posts',
    { schema: { params: userIdParams, response: { 200: z.array(article) } } },
    async (request) => listArticlesByUser(app.db, (await existingUser(request.params.id)).id),
  );

  app.get(
    '/api/users/:id/comments',
    { schema: { params: userIdParams, response: { 200: z.array(comment) } } },
    async (request) => listCommentsByUser(app.db, (await existingUser(request.params.id)).id),
  );

  // A user edits only their own profile; staff included (SPEC.md §6). isStaff is not a profile field.
  app.patch(
    '/api/users/:id/profile',
    { preHandler: requireUser, schema: { params: userIdParams, body: profileUpdate, response: { 200: currentUser } } },
    async (request) => {
      if (request.params.id !== signedInUser(request).id) throw forbidden('Forbidden: you can only edit your own profile');
      return toCurrentUser((await updateProfile(app.db, request.params.id, request.body))!);
    },
  );

  app.get(
    '/api/admin/users',
    { preHandler: requireStaff, schema: { response: { 200: z.array(adminUser) } } },
    async () => (await listUsers(app.db)).map(toAdminUser),
  );

  app.patch(
    '/api/admin/users/:userId/staff',
    { preHandler: requireStaff, schema: { params: staffParams, body: staffUpdate, response: { 200: adminUser } } },
    async (request) => {
      if (request.params.userId === signedInUser(request).id) {
        throw forbidden('Forbidden: you cannot change your own staff status');
      }
      const updated = await setStaff(app.db, request.params.userId, request.body.isStaff);
      if (!updated) throw notFound('User not found');
      return toAdminUser(updated);
    },
  );
}
