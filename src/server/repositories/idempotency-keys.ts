// The recorded first answers of creates sent with an Idempotency-Key (docs/decisions/0151-idempotent-creates.md).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** How long a key is remembered: far longer than any client keeps retrying one submit. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type RecordedAnswer = typeof idempotencyKeys.$inferSelect;

/** The caller's answer for this key, unless it has expired (recorded before `notBefore`). */
export async function findRecordedAnswer(db: Database, scope: string, key: string, notBefore: Date): Promise<RecordedAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), gte(idempotencyKeys.createdAt, notBefore)));
  return row;
}

/**
 * Records the answer, in the create's transaction. False when a live record for the key exists: another
 * request with it committed first (PostgreSQL makes this insert wait for that one's transaction to end).
 * An expired record is taken over.
 */
export async function recordAnswer(db: Database, answer: RecordedAnswer, notBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(answer)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        status: sql`excluded.status`,
        body: sql`excluded.body`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: lt(idempotencyKeys.createdAt, notBefore),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Deletes the expired records; answers how many. */
export async function purgeExpiredAnswers(db: Database, notBefore: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, notBefore)).returning({ key: idempotencyKeys.key });
  return rows.length;
}
