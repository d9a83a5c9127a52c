// A second PostgreSQL session for tests that prove a row lock or a unique guard without relying on timing:
// the test takes, in a transaction of its own, the lock the code under test must wait for; starts the app's
// operation; waits until PostgreSQL reports that operation blocked behind this session (or until it ends
// without ever waiting, which its result then shows); and only then commits a conflicting change. Code that
// takes the lock sees the change; code that does not has already read what it acts on.
import pg from 'pg';

export type LockHolder = Awaited<ReturnType<typeof openLockHolder>>;

export async function openLockHolder(url: string) {
  const holder = new pg.Client({ connectionString: url });
  // Its own session: pg_stat_activity is read once per transaction, pg_locks and pg_blocking_pids are not,
  // and neither may be read from inside the holding transaction.
  const observer = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), observer.connect()]);
  const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]!.pid;
  return {
    /** Runs SQL in the holding session (begin a transaction first to hold what it locks). */
    query: (text: string, values?: unknown[]) => holder.query(text, values),
    /**
     * Resolves 'blocked' once some other session waits on a lock this one holds, or 'finished' if
     * `operation` settles first. Polls PostgreSQL's lock table, one query after another: it waits for
     * the event itself, not for a length of time.
     */
    async blockedOrFinished(operation: Promise<unknown>): Promise<'blocked' | 'finished'> {
      let finished = false;
      const settle = () => {
        finished = true;
      };
      operation.then(settle, settle);
      for (;;) {
        if (finished) return 'finished';
        const waiting = await observer.query<{ blocked: boolean }>(
          'select exists (select 1 from pg_locks where not granted and $1 = any(pg_blocking_pids(pid))) as blocked',
          [pid],
        );
        if (waiting.rows[0]!.blocked) return 'blocked';
      }
    },
    async close() {
      await Promise.all([holder.end(), observer.end()]);
    },
  };
}
