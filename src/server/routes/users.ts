import type { FastifyInstance } from 'fastify';
import { listAdminUsers, setStaff } from '../../shared/api/admin.ts';
import { getUser, listUserComments, listUserPosts, updateProfile } from '../../shared/api/users.ts';
import { NOTHING_PUBLIC, PROFILE_TOPICS } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { conflict, forbidden, notFound } from '../platform/http-error.ts';
import { articlePage } from '../services/articles.ts';
import { auditRequest } from '../services/audit.ts';
import { userCommentPage } from '../services/comments.ts';
import { applyStaffChange, LAST_STAFF_MESSAGE } from '../services/staff.ts';
import { toAdminUser, toCurrentUser } from '../services/user-views.ts';
import { adminUserPage, existingUser, saveProfile, userProfile } from '../services/users.ts';

export async function userRoutes(app: FastifyInstance) {
  // The email shows to the profile's owner and to staff only: the answer depends on who asks.
  registerEndpoint(app, getUser, { cache: 'private' }, async (request) => userProfile(app.db, request.params.id, request.user));

  registerEndpoint(app, listUserPosts, { cache: ['articles'] }, async (request) =>
    articlePage(app.db, request.query, (await existingUser(app.db, request.params.id)).id),
  );

  registerEndpoint(app, listUserComments, { cache: (request) => [`comments:user:${request.params.id}`] }, async (request) =>
    userCommentPage(app.db, (await existingUser(app.db, request.params.id)).id, request.query),
  );

  // A user edits only their own profile; staff included. isStaff is not a profile field.
  registerEndpoint(app, updateProfile, { invalidates: PROFILE_TOPICS }, async (request) => {
    if (request.params.id !== signedInUser(request).id) throw forbidden('Forbidden: you can only edit your own profile');
    return toCurrentUser(await saveProfile(app.db, request.params.id, request.body));
  });

  registerEndpoint(app, listAdminUsers, { cache: 'private' }, async (request) => adminUserPage(app.db, request.query));

  // Ids arrive in the lower case the database prints (uuidId), so an upper-case spelling of one's
  // own id is still one's own.
  registerEndpoint(app, setStaff, { invalidates: NOTHING_PUBLIC }, async (request) => {
    const actor = signedInUser(request);
    if (request.params.userId === actor.id) throw forbidden('Forbidden: you cannot change your own staff status');
    const result = await applyStaffChange(
      app.db,
      { userId: request.params.userId, isStaff: request.body.isStaff, actorUserId: actor.id, via: 'admin' },
      (event) => auditRequest(request, event),
    );
    if (result.outcome === 'not-found') throw notFound('User not found');
    if (result.outcome === 'last-staff') throw conflict(LAST_STAFF_MESSAGE);
    if (result.outcome === 'unverified') throw conflict('This user must verify their email address before becoming staff');
    return toAdminUser(result.user);
  });
}
