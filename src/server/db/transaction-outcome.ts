// A transaction whose COMMIT went unanswered (its connection dropped as the COMMIT was sent: a restart, a
// terminated backend, a cut network) may have committed or not. Answering it as failed would tell a client
// "not stored" about a write that was, and a retry would store it twice; so PostgreSQL is asked instead:
// the transaction's id, read inside it, and pg_xact_status afterwards on another connection say which
// (docs/decisions/0314-a-committed-write-answers-2xx.md).
import { sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { isConnectionLost, readWithOneRetry } from './database-unavailable.ts';

/** What a create sent without an Idempotency-Key is told when its outcome could not be learnt. */
export const OUTCOME_UNKNOWN_MESSAGE =
  'The database stopped answering while this was being saved, so it may or may not have been saved. Check before sending it again.';

/** The COMMIT went unanswered and the database could not say since whether it took effect. */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('The COMMIT went unanswered and the database could not be asked whether it took effect', { cause });
  }
}

async function transactionId(tx: Database): Promise<string> {
  const result = await tx.execute(sql`select pg_current_xact_id()::text as id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** 'committed', 'aborted' or 'in progress' (https://www.postgresql.org/docs/current/functions-info.html). */
async function transactionStatus(db: Database, id: string): Promise<string | null> {
  const result = await db.execute(sql`select pg_xact_status(${id}::xid8) as status`);
  return (result as unknown as { rows: { status: string | null }[] }).rows[0]!.status;
}

/**
 * Runs `work` in a transaction and answers its result once committed. When the COMMIT's answer is lost,
 * the database is asked: committed, the result stands; rolled back, the connection's error is thrown (a
 * 503: nothing was stored); no answer (the database is still away, or the commit is still under way),
 * CommitOutcomeUnknown.
 */
export async function transactionWithKnownOutcome<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  let done: { id: string; result: T } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx as unknown as Database);
      done = { id: await transactionId(tx as unknown as Database), result };
      return result;
    });
  } catch (error) {
    // Once the work is done only the COMMIT is left: any failure before it rolled everything back.
    if (!done || !isConnectionLost(error)) throw error;
    const { id, result } = done;
    const status = await readWithOneRetry(() => transactionStatus(db, id)).catch(() => undefined);
    if (status === 'committed') return result;
    if (status === 'aborted') throw error;
    throw new CommitOutcomeUnknown(error);
  }
}
