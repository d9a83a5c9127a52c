// Failed sign-ins counted per key: 'account:<email>', 'device:<nonce>', 'address:<ip>'
// (docs/decisions/0101-sign-in-throttling.md). The rules live in services/sign-in-throttle.ts; this file
// only reads and writes rows, under a row lock so that every app instance on the database counts together.
import { eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { signInThrottles } from '../db/schema.ts';

export type ThrottleRow = typeof signInThrottles.$inferSelect;

/**
 * Hands the key's row (a zero count when it has none) to `change` while holding its lock, and stores the
 * row `change` answers (nothing when it answers undefined). Attempts on one key, from any app instance,
 * so take turns: a burst of parallel guesses cannot all pass the same check before any is counted.
 */
export async function changeThrottle(
  db: Database,
  key: string,
  now: Date,
  change: (row: ThrottleRow) => ThrottleRow | undefined,
): Promise<{ before: ThrottleRow; after: ThrottleRow | undefined }> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottles).values({ key, failures: 0, windowStartedAt: now, lastFailureAt: now }).onConflictDoNothing();
    const [before] = await tx.select().from(signInThrottles).where(eq(signInThrottles.key, key)).for('update');
    const after = change(before!);
    if (after) {
      const { failures, windowStartedAt, lastFailureAt, lockedUntil } = after;
      await tx.update(signInThrottles).set({ failures, windowStartedAt, lastFailureAt, lockedUntil }).where(eq(signInThrottles.key, key));
    }
    return { before: before!, after };
  });
}

export async function deleteThrottles(db: Database, keys: string[]) {
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys));
}

/** Housekeeping: a row whose last failure is older than every window and lock counts for nothing. */
export async function deleteThrottlesIdleSince(db: Database, before: Date) {
  await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, before));
}
