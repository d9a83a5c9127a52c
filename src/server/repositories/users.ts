// Users, their password credentials and OIDC identities. Emails are stored lower-case, so the unique
// constraint on users.email is case-insensitive in practice.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { articles, comments, oidcIdentities, passwordCredentials, users } from '../db/schema.ts';
import { isPublished } from './articles.ts';
import { sessionUserColumns } from './sessions.ts';

export type UserRow = Awaited<ReturnType<typeof findUserById>> & {};

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function createUser(
  db: Database,
  values: { email: string; firstName?: string | null; lastName?: string | null; isStaff?: 0 | 1; emailVerifiedAt?: Date | null },
  passwordHash?: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning(sessionUserColumns);
    if (passwordHash) await tx.insert(passwordCredentials).values({ userId: row!.id, passwordHash });
    return row!;
  });
}

export async function findPasswordHash(db: Database, userId: string) {
  const [row] = await db
    .select({ hash: passwordCredentials.passwordHash })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.userId, userId));
  return row?.hash;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db
    .insert(passwordCredentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: passwordCredentials.userId, set: { passwordHash, updatedAt: new Date() } });
}

/** Records that the owner of the address proved it; keeps the first proof's time. */
export async function markEmailVerified(db: Database, id: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

/** Removes an account nobody could ever have used (its verification mail could not be sent). */
export async function deleteUnverifiedUser(db: Database, id: string) {
  await db.delete(users).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

/** The User Management view of an account: its session columns plus whether the email is proven. */
const adminUserColumns = { ...sessionUserColumns, emailVerifiedAt: users.emailVerifiedAt };
export type AdminUserRow = UserRow & { emailVerifiedAt: Date | null };

/** Where an account sits in User Management's oldest-first order; emails are unique, so they break ties. */
export type UserPosition = { createdAt: string; email: string };

/** One page of accounts, oldest first, after `after`: a keyset that users_created_email_idx serves. */
export async function listUsersPage(db: Database, page: { limit: number; after?: UserPosition }) {
  const rows = await db
    .select({ ...adminUserColumns, position: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(page.after && sql`(${users.createdAt}, ${users.email}) > (${page.after.createdAt}::timestamptz, ${page.after.email})`)
    .orderBy(asc(users.createdAt), asc(users.email))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** The totals of a profile's tabs, each counted on an index (articles_user_published_idx, comments_user_idx). */
export async function countUserActivity(db: Database, userId: string) {
  const [articleCount, commentCount] = await Promise.all([
    db.$count(articles, and(eq(articles.userId, userId), isPublished)),
    db.$count(comments, eq(comments.userId, userId)),
  ]);
  return { articleCount, commentCount };
}

export type StaffChange =
  | { outcome: 'not-found' }
  | { outcome: 'unverified' }
  | { outcome: 'last-staff' }
  | { outcome: 'done'; user: AdminUserRow; staffChanged: boolean; emailVerifiedNow: boolean };

/**
 * Sets the staff flag. A grant needs a proven email, unless `markVerified` (the operator's shell, which
 * vouches for the address) records it as proven now. The row is locked while it is checked, so a grant
 * cannot slip in on a stale reading; the answer says what actually changed.
 * The last staff account keeps its flag (docs/decisions/0156-last-staff-account.md): a revocation first
 * locks every staff row, in id order, so two staff revoking each other at once take turns and the
 * second sees it would leave nobody.
 */
export async function changeStaff(
  db: Database,
  id: string,
  isStaff: 0 | 1,
  { markVerified = false }: { markVerified?: boolean } = {},
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const staff =
      isStaff === 0 ? await tx.select({ id: users.id }).from(users).where(eq(users.isStaff, 1)).orderBy(users.id).for('update') : [];
    const [current] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update');
    if (!current) return { outcome: 'not-found' };
    if (current.isStaff === 1 && isStaff === 0 && staff.length <= 1) return { outcome: 'last-staff' };
    const unverified = current.emailVerifiedAt === null;
    if (isStaff === 1 && unverified && !markVerified) return { outcome: 'unverified' };
    const emailVerifiedNow = isStaff === 1 && unverified && markVerified;
    const staffChanged = current.isStaff !== isStaff;
    if (!staffChanged && !emailVerifiedNow) return { outcome: 'done', user: current, staffChanged, emailVerifiedNow };
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ isStaff, updatedAt: now, ...(emailVerifiedNow ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, id))
      .returning(adminUserColumns);
    return { outcome: 'done', user: user!, staffChanged, emailVerifiedNow };
  });
}

/**
 * ADMIN_EMAILS: these accounts become staff when they sign in, but only once their
 * address is verified: whoever registers an address first must not inherit its staff rights.
 * Answers the accounts it promoted.
 */
export async function promoteAdmins(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .update(users)
    .set({ isStaff: 1, updatedAt: new Date() })
    .where(and(inArray(users.email, [...emails]), eq(users.isStaff, 0), isNotNull(users.emailVerifiedAt)))
    .returning({ id: users.id, email: users.email });
}

/** Sets the fields given; a field left undefined keeps its value (Drizzle leaves it out of the SET). */
export async function updateProfile(
  db: Database,
  id: string,
  values: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null; bio?: string | null },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(sessionUserColumns);
  return row;
}

export async function markNotificationsRead(db: Database, id: string, at: Date) {
  await db.update(users).set({ lastCheckedNotifications: at }).where(eq(users.id, id));
}

export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/**
 * The local user of an OIDC subject: linked before, else the account with that email — linked only
 * when the provider vouches for the address AND the local account proved it too —, else a new account
 * (verified when the provider vouches). 'refused' when an account with that email may not be linked.
 */
export async function userForOidcIdentity(db: Database, identity: OidcIdentity) {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select(sessionUserColumns)
      .from(oidcIdentities)
      .innerJoin(users, eq(users.id, oidcIdentities.userId))
      .where(and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject)));
    if (linked) return { user: linked, linked: false as const };
    const email = identity.email.toLowerCase();
    const [existing] = await tx.select(sessionUserColumns).from(users).where(eq(users.email, email));
    if (existing && !(identity.emailVerified && existing.emailVerifiedAt)) return 'refused' as const;
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            emailVerifiedAt: identity.emailVerified ? new Date() : null,
          })
          .returning(sessionUserColumns)
      )[0]!;
    await tx.insert(oidcIdentities).values({ issuer: identity.issuer, subject: identity.subject, userId: user.id });
    return { user, linked: true as const };
  });
}
