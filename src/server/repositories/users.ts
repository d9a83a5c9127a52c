// Users, their password credentials and OIDC identities. Emails are stored lower-case, so the unique
// constraint on users.email is case-insensitive in practice.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { oidcIdentities, passwordCredentials, users } from '../db/schema.ts';
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
  values: { email: string; firstName?: string | null; lastName?: string | null; isStaff?: 0 | 1 },
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
    .onConflictDoUpdate({ target: passwordCredentials.userId, set: { passwordHash } });
}

export async function listUsers(db: Database) {
  return db.select(sessionUserColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function setStaff(db: Database, id: string, isStaff: 0 | 1) {
  const [row] = await db
    .update(users)
    .set({ isStaff, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(sessionUserColumns);
  return row;
}

/** ADMIN_EMAILS (DESIGN.md §4): these accounts become staff when they sign in. */
export async function promoteAdmins(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ isStaff: 1, updatedAt: new Date() })
    .where(and(inArray(users.email, [...emails]), eq(users.isStaff, 0)));
}

export async function updateProfile(
  db: Database,
  id: string,
  values: { firstName: string | null; lastName: string | null; profileImageUrl: string | null; bio: string | null },
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

/** The local user of an OIDC subject: linked before, else the account with that email, else a new one. */
export async function userForOidcIdentity(
  db: Database,
  identity: { issuer: string; subject: string; email: string; firstName: string | null; lastName: string | null },
) {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select(sessionUserColumns)
      .from(oidcIdentities)
      .innerJoin(users, eq(users.id, oidcIdentities.userId))
      .where(and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject)));
    if (linked) return linked;
    const email = identity.email.toLowerCase();
    const [existing] = await tx.select(sessionUserColumns).from(users).where(eq(users.email, email));
    const user =
      existing ??
      (await tx
        .insert(users)
        .values({ email, firstName: identity.firstName, lastName: identity.lastName })
        .returning(sessionUserColumns))[0]!;
    await tx.insert(oidcIdentities).values({ issuer: identity.issuer, subject: identity.subject, userId: user.id });
    return user;
  });
}
