// The calls readers log: each row private to its reader; the public sees only how many readers called
// (docs/decisions/0283-logged-calls-and-counts.md).
import { and, count, countDistinct, desc, eq } from 'drizzle-orm';
import type { CallOutcome } from '../../shared/schemas/contact.ts';
import type { Database } from '../db/connect.ts';
import { contactCalls } from '../db/schema.ts';

const mine = {
  id: contactCalls.id,
  officialId: contactCalls.officialId,
  billId: contactCalls.billId,
  outcome: contactCalls.outcome,
  day: contactCalls.day,
  loggedAt: contactCalls.loggedAt,
};
type Mine = { id: number; officialId: number; billId: number; outcome: CallOutcome; day: string; loggedAt: Date };

export const listReaderCalls = (db: Database, userId: string) =>
  db
    .select(mine)
    .from(contactCalls)
    .where(eq(contactCalls.userId, userId))
    .orderBy(desc(contactCalls.loggedAt), desc(contactCalls.id)) as Promise<Mine[]>;

/**
 * Keeps the reader's call of the day to this official about this bill: a second log the same day changes its
 * outcome. `counted` says whether it made them one more reader who called (their first call on the pair).
 */
export async function saveReaderCall(
  db: Database,
  userId: string,
  call: { officialId: number; billId: number; outcome: CallOutcome },
  day: string,
) {
  return db.transaction(async (tx) => {
    const pair = and(eq(contactCalls.userId, userId), eq(contactCalls.officialId, call.officialId), eq(contactCalls.billId, call.billId));
    const [before] = await tx.select({ n: count() }).from(contactCalls).where(pair);
    const [row] = await tx
      .insert(contactCalls)
      .values({ userId, ...call, day })
      .onConflictDoUpdate({
        target: [contactCalls.userId, contactCalls.officialId, contactCalls.billId, contactCalls.day],
        set: { outcome: call.outcome, loggedAt: new Date() },
      })
      .returning(mine);
    return { call: row as Mine, counted: before!.n === 0 };
  });
}

/** How many different readers logged a call about the bill, to the official, and to the official about the bill. */
export async function countCallers(db: Database, query: { bill?: number | undefined; official?: number | undefined }) {
  const readers = async (...conditions: ReturnType<typeof eq>[]) =>
    (
      await db
        .select({ n: countDistinct(contactCalls.userId) })
        .from(contactCalls)
        .where(and(...conditions))
    )[0]!.n;
  return {
    bill: query.bill === undefined ? null : await readers(eq(contactCalls.billId, query.bill)),
    official: query.official === undefined ? null : await readers(eq(contactCalls.officialId, query.official)),
    pair:
      query.bill === undefined || query.official === undefined
        ? null
        : await readers(eq(contactCalls.billId, query.bill), eq(contactCalls.officialId, query.official)),
  };
}
