// Per-recipient limits on account mail (docs/decisions/0194-limits-on-every-write.md).
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { accountMailSends } from '../db/schema.ts';

/** Verification, address-taken and reset mails one address receives at most, per hour. */
export const ACCOUNT_MAIL_PER_RECIPIENT = { max: 5, windowMs: 3_600_000 };

/**
 * Records an attempt to mail `recipient` and says whether it is within the limit. Counting after the
 * insert means two racing attempts can only both be refused, never both exceed it.
 */
export async function claimAccountMail(db: Database, recipient: string, now: Date): Promise<boolean> {
  await db.insert(accountMailSends).values({ recipient, sentAt: now });
  const since = new Date(now.getTime() - ACCOUNT_MAIL_PER_RECIPIENT.windowMs);
  const [row] = await db
    .select({ attempts: count() })
    .from(accountMailSends)
    .where(and(eq(accountMailSends.recipient, recipient), gt(accountMailSends.sentAt, since)));
  return (row?.attempts ?? 0) <= ACCOUNT_MAIL_PER_RECIPIENT.max;
}

/** Drops attempts older than the window: they no longer count. */
export async function purgeAccountMailSends(db: Database, now: Date): Promise<void> {
  await db.delete(accountMailSends).where(lt(accountMailSends.sentAt, new Date(now.getTime() - ACCOUNT_MAIL_PER_RECIPIENT.windowMs)));
}
