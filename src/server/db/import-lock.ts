// One run of each import at a time (docs/decisions/0024-import-locking.md): an in-process guard answers a
// second click at once, and on PostgreSQL a session advisory lock, held on a dedicated pool connection
// for the whole run, stops the same import started by another app instance or by `npm run import`.
// PGlite is embedded in one process (its data directory cannot be opened twice), so the in-process
// guard is the whole lock there.
import { createHash } from 'node:crypto';
import type { Database } from './connect.ts';

export class ImportLockedError extends Error {}

/** The imports running in this process, per database (one process may serve more than one, as the browser journeys' server does). */
const runningByDatabase = new WeakMap<Database, Set<string>>();
function runningIn(db: Database): Set<string> {
  let running = runningByDatabase.get(db);
  if (!running) runningByDatabase.set(db, (running = new Set()));
  return running;
}

type PoolClient = { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; release: () => void };
type Pool = { connect: () => Promise<PoolClient> };

/** A stable 64-bit advisory-lock key per import name, in a namespace of its own. */
export function advisoryKey(name: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(`civic-ledger:import:${name}`).digest('hex').slice(0, 16)}`)).toString();
}

function poolOf(db: Database): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<Pool> & { totalCount?: unknown };
  return client && typeof client.connect === 'function' && 'totalCount' in client ? (client as Pool) : undefined;
}

/**
 * Whether the named import runs now, here or (on PostgreSQL) in any instance or operator's command: the
 * lock is taken and at once let go, so asking never holds it.
 */
export async function isImportRunning(db: Database, name: string): Promise<boolean> {
  if (runningIn(db).has(name)) return true;
  const pool = poolOf(db);
  if (!pool) return false;
  const connection = await pool.connect();
  try {
    const key = advisoryKey(name);
    const { rows } = await connection.query('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (rows[0]?.locked !== true) return true;
    await connection.query('select pg_advisory_unlock($1::bigint)', [key]);
    return false;
  } finally {
    connection.release();
  }
}

/** Runs `work` holding the named import's lock, or throws ImportLockedError when it is already held. */
export async function withImportLock<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  const running = runningIn(db);
  if (running.has(name)) throw new ImportLockedError(name);
  running.add(name);
  try {
    const pool = poolOf(db);
    if (!pool) return await work();
    const connection = await pool.connect();
    try {
      const key = advisoryKey(name);
      const { rows } = await connection.query('select pg_try_advisory_lock($1::bigint) as locked', [key]);
      if (rows[0]?.locked !== true) throw new ImportLockedError(name);
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      }
    } finally {
      connection.release();
    }
  } finally {
    running.delete(name);
  }
}
