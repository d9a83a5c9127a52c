// One Drizzle database over either PostgreSQL (DATABASE_URL) or embedded PGlite in DATA_DIR.
// Both speak the same SQL, so repositories and migrations never know which one they run on.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call on every start. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL: a connection of its own, outside the pool, for a session that must hold it (LISTEN). */
  dedicatedClient?: () => pg.Client;
  /** PostgreSQL: where it is, for the job queue's own small pool (docs/decisions/0240-job-queue.md). */
  connectionString?: string;
  /** PGlite: the embedded database itself, which the job queue runs on in this process. */
  pglite?: PGlite;
  /** PGlite: LISTEN within this process; resolves, once listening, to the function that stops. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

export const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** How the pool behaves when the database goes away and comes back (docs/decisions/0150-database-outages.md). */
export type PoolSettings = {
  poolSize: number;
  /** A new connection that is not up by then fails (and the request answers 503) instead of hanging. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (57014, answered 503); 0 turns it off. */
  statementTimeoutMs: number;
};

export const DEFAULT_POOL_SETTINGS: PoolSettings = { poolSize: 10, connectTimeoutMs: 2_000, statementTimeoutMs: 10_000 };

/** Idle connections are let go after this, so a pool shrinks back after a burst and after an outage. */
const IDLE_TIMEOUT_MS = 10_000;
/**
 * A query whose socket went silent (the database's host vanished without closing it) fails on the client
 * this long after the server would have cancelled it.
 */
const QUERY_TIMEOUT_GRACE_MS = 2_000;

export function connectPostgres(connectionString: string, settings: Partial<PoolSettings> = {}): DatabaseHandle {
  const { poolSize, connectTimeoutMs, statementTimeoutMs } = { ...DEFAULT_POOL_SETTINGS, ...settings };
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // TCP keepalive finds a connection whose peer disappeared without a word (failover, cut network).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS }
      : {}),
  });
  // An idle connection can be cut by the server (restart, failover, admin termination). pg reports it
  // on the pool, and an unhandled 'error' event would crash the process; the pool replaces the
  // connection on next use, so a warning is all it takes.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message})`));
  // A connection checked out of the pool (a transaction holds one) has no listener of the pool's; when it
  // drops, pg fails the running query (answered 503) and also emits 'error' on the client, which unheard
  // would crash the process in the middle of a database restart.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseWhenBeginFails(client);
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    dedicatedClient: () => new pg.Client({ connectionString }),
    connectionString,
  };
}

/**
 * Drizzle's transaction sends BEGIN before its try/finally, so a connection that fails at BEGIN (the
 * database just went away) is never released: the pool shrinks by one each time until every request
 * waits for a connection that never comes, and shutdown waits forever in pool.end(). Releasing such a
 * connection (with its error, so the pool discards it) is the release Drizzle skips.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  };
}

/** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (test templates). */
export function connectPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): DatabaseHandle {
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir ? path.resolve(options.dataDir, 'pglite') : undefined,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      // A closed database listens to no one: the app's shutdown may close it before its listeners stop.
      return async () => (client.closed ? undefined : stop());
    },
  };
}

export function connectDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
}): DatabaseHandle {
  return config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL, {
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      })
    : connectPglite({ dataDir: config.DATA_DIR });
}
