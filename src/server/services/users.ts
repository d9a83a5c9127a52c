// Profiles and User Management: who may see what of an account (email only to self and staff) and the pages of accounts.
import type { Database } from '../db/connect.ts';
import { decodeCursor, nextCursor } from '../db/cursor.ts';
import { notFound } from '../platform/http-error.ts';
import { countUserActivity, findUserById, listUsersPage, type UserRow, updateProfile } from '../repositories/users.ts';
import { toAdminUser, toPublicUser } from './user-views.ts';

/** Only the owner edits a profile, staff included; the route checks who asks. */
export async function saveProfile(db: Database, id: string, values: Parameters<typeof updateProfile>[2]) {
  const saved = await updateProfile(db, id, values);
  if (!saved) throw notFound('User not found');
  return saved;
}

/** The user, or a 404 (findUserById answers undefined instead). */
export async function existingUser(db: Database, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** A profile with the totals of its tabs, which the client cannot count from a page. */
export async function userProfile(db: Database, id: string, viewer: UserRow | null) {
  const user = await existingUser(db, id);
  return { ...toPublicUser(user, viewer), ...(await countUserActivity(db, user.id)) };
}

export async function adminUserPage(db: Database, query: { limit: number; cursor?: string | undefined }) {
  const after = query.cursor ? decodeCursor(query.cursor, ['date', 'string']) : undefined;
  const page = await listUsersPage(db, {
    limit: query.limit,
    after: after && { createdAt: after[0] as string, email: after[1] as string },
  });
  return { items: page.rows.map(toAdminUser), next: nextCursor(page, (last) => [last.position, last.email]) };
}
