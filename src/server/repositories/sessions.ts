// The `sessions` table: sid, sess json, expire. Rows outlive restarts and are shared by
// every app instance on the same database.
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
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
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  lastCheckedNotifications: users.lastCheckedNotifications,
};

/**
 * An unexpired session, its timestamps and its signed-in user (null when the session is anonymous or the
 * user is gone). Whether it is still live for the user's current role is the session plugin's call.
 */
export async function loadSession(db: Database, sid: string) {
  const [row] = await db
    .select({
      sess: sessions.sess,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())));
  if (!row) return undefined;
  const { sess, user, ...times } = row;
  return { data: sess as SessionData, ...times, user: user?.id ? user : null };
}

/**
 * A new session started at `startedAt` (its created and last-seen time). `origin`: the device it was
 * started from, shown in the owner's list of sessions.
 */
export async function saveSession(
  db: Database,
  sid: string,
  data: SessionData,
  expire: Date,
  origin: { ipAddress?: string | null; userAgent?: string | null } = {},
  startedAt: Date = new Date(),
) {
  const userId = data.userId ?? null;
  await db
    .insert(sessions)
    .values({ sid, sess: data, expire, userId, createdAt: startedAt, lastSeenAt: startedAt, ...origin })
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire, userId } });
}

/**
 * Ends every session of a user, but the one `exceptSid` names (the device that asked), if any, and voids
 * the links mailed to them that work without a session (their token generation moves on, docs/decisions/
 * 0316-csv-xml-and-unsubscribe-links.md). Answers how many sessions it ended.
 */
export async function deleteUserSessions(db: Database, userId: string, exceptSid?: string | null) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId))
      .returning({ publicId: sessions.publicId });
    await tx
      .update(users)
      .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
      .where(eq(users.id, userId));
    return ended.length;
  });
}

/**
 * Ends one session of a user, named by its public id; undefined when the user has no such session.
 * `wasCurrent` tells whether it was the session `currentSid` names.
 */
export async function deleteUserSession(db: Database, userId: string, publicId: string, currentSid: string) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ wasCurrent: sql<boolean>`${sessions.sid} = ${currentSid}` });
  return ended;
}

/**
 * A user's unexpired sessions, most recently seen first. `current` marks the one `currentSid` names; the
 * sids themselves never leave the database.
 */
export async function listUserSessions(db: Database, userId: string, currentSid: string) {
  return db
    .select({
      publicId: sessions.publicId,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      current: sql<boolean>`${sessions.sid} = ${currentSid}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Records activity: the new last-seen time and the deadline that follows from it. */
export async function touchSession(db: Database, sid: string, lastSeenAt: Date, expire: Date) {
  await db.update(sessions).set({ lastSeenAt, expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Database, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Housekeeping at each sign-in, so expired rows never pile up (the expire index makes it cheap). */
export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
