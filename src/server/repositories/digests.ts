// Digest settings and the claim that makes each digest go once (docs/decisions/0261-email-digests.md).
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DigestFrequency } from '../../shared/schemas/follows.ts';
import type { Database } from '../db/connect.ts';
import { digestSends, digestSettings, events, users } from '../db/schema.ts';

export async function digestFrequency(db: Database, userId: string): Promise<DigestFrequency> {
  const [row] = await db.select({ frequency: digestSettings.frequency }).from(digestSettings).where(eq(digestSettings.userId, userId));
  return row?.frequency ?? 'none';
}

/**
 * A reader who starts digests hears of what happens from now on: their first digest does not repeat
 * everything their inbox already holds.
 */
export async function setDigestFrequency(db: Database, userId: string, frequency: DigestFrequency, now: Date) {
  await db.transaction(async (tx) => {
    const [newest] = await tx.select({ id: max(events.id) }).from(events);
    const through = Number(newest?.id ?? 0);
    await tx
      .insert(digestSettings)
      .values({ userId, frequency, sentThrough: through, updatedAt: now })
      .onConflictDoUpdate({
        target: digestSettings.userId,
        set: {
          frequency,
          updatedAt: now,
          sentThrough: sql`case when ${digestSettings.frequency} = 'none' then ${through} else ${digestSettings.sentThrough} end`,
        },
      });
  });
}

/** Readers on this frequency whose address is verified: digests go to no other address. */
export async function digestRecipients(db: Database, frequency: Exclude<DigestFrequency, 'none'>) {
  return db
    .select({ userId: users.id, email: users.email, tokenGeneration: users.tokenGeneration, sentThrough: digestSettings.sentThrough })
    .from(digestSettings)
    .innerJoin(users, eq(users.id, digestSettings.userId))
    .where(and(eq(digestSettings.frequency, frequency), isNotNull(users.emailVerifiedAt)));
}

/**
 * Claims one digest in the caller's transaction: the reader's mark moves past its events only if no one
 * moved it first (a second instance computing the same digest waits on the row, then finds it moved), and
 * its send is recorded under a key naming the reader and the events, which a repeat could never reuse.
 * False when another claimed it first.
 */
export async function claimDigest(
  tx: Database,
  claim: { userId: string; from: number; through: number; events: number; now: Date },
): Promise<boolean> {
  const moved = await tx
    .update(digestSettings)
    .set({ sentThrough: claim.through })
    .where(and(eq(digestSettings.userId, claim.userId), eq(digestSettings.sentThrough, claim.from)))
    .returning({ userId: digestSettings.userId });
  if (moved.length === 0) return false;
  await tx
    .insert(digestSends)
    .values({ userId: claim.userId, sendKey: `${claim.userId}:${claim.from}-${claim.through}`, events: claim.events, sentAt: claim.now });
  return true;
}

export async function stopDigests(db: Database, userId: string, now: Date) {
  await db.update(digestSettings).set({ frequency: 'none', updatedAt: now }).where(eq(digestSettings.userId, userId));
}

/** The generation the account's session-free links are signed with now; undefined for no such account. */
export async function tokenGenerationOf(db: Database, userId: string) {
  const [row] = await db.select({ tokenGeneration: users.tokenGeneration }).from(users).where(eq(users.id, userId));
  return row?.tokenGeneration;
}
