// Single-use mailed links (verify an address, reset a password). Only the SHA-256 of a token is stored.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { emailTokens } from '../db/schema.ts';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/**
 * Stores a new token, replacing any unused one of the same purpose: only the newest link works. Expired
 * links of anyone are dropped on the way (the expires index makes it cheap), so they never pile up.
 */
export async function replaceEmailToken(
  db: Database,
  token: { tokenHash: string; purpose: EmailTokenPurpose; userId: string; email: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(lt(emailTokens.expiresAt, new Date()));
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values(token);
  });
}

const live = (tokenHash: string, purpose: EmailTokenPurpose, now: Date) =>
  and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));

export async function findLiveEmailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({ userId: emailTokens.userId, email: emailTokens.email })
    .from(emailTokens)
    .where(live(tokenHash, purpose, new Date()));
  return row;
}

/**
 * Marks a live token used and answers whom it was for; undefined when it is unknown, used or expired.
 * One UPDATE, so two clicks racing on the same link cannot both succeed.
 */
export async function consumeEmailToken(db: Database, tokenHash: string, purpose: EmailTokenPurpose) {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** Drops every unused link of one purpose for a user (a password reset makes older reset links void). */
export async function revokeEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose) {
  await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
