// The `sessions` table (SPEC.md §3): sid, sess json, expire. Rows outlive restarts and are shared by
// every app instance on the same database.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionData = {
  userId?: string;
  /** Pending OpenID Connect sign-in: checked at /api/callback. */
  oidc?: { state: string; nonce: string; codeVerifier: string; returnTo: string };
};

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  bio: users.bio,
  isStaff: users.isStaff,
  createdAt: users.createdAt,
  lastCheckedNotifications: users.lastCheckedNotifications,
};

/** A live session and its signed-in user (null when the session is anonymous or the user is gone). */
export async function loadSession(db: Database, sid: string) {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire, user: sessionUserColumns })
    .from(sessions)
    .leftJoin(users, sql`${users.id}::text = ${sessions.sess}->>'userId'`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())));
  if (!row) return undefined;
  return { data: row.sess as SessionData, expire: row.expire, user: row.user?.id ? row.user : null };
}

export async function saveSession(db: Database, sid: string, data: SessionData, expire: Date) {
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
}

export async function touchSession(db: Database, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Database, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Housekeeping at each sign-in, so expired rows never pile up (the expire index makes it cheap). */
export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
