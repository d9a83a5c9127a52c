// The databases a scale run measures: a fresh PGlite folder, and a fresh PostgreSQL database (civic_bench)
// on the server DATABASE_URL or TEST_DATABASE_URL names. Each is migrated, filled, handed to the app by
// its environment, and removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectPglite, connectPostgres, type Database, type DatabaseHandle } from '../../src/server/db/connect.ts';

const BENCH_DATABASE = 'civic_bench';

export type Prepared<T> = {
  label: string;
  /** SELECT version(), first words. */
  version: string;
  /** What the app's configuration needs to open it (DATA_DIR holds PGlite's files, else only the outbox). */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  filled: T;
  remove: () => Promise<void>;
};

async function fill<T>(handle: DatabaseHandle, filler: (db: Database) => Promise<T>) {
  try {
    await handle.migrate();
    const filled = await filler(handle.db);
    const [row] = await handle.db.select({ version: sql<string>`version()` }).from(sql`(select 1) as one`);
    return { filled, version: row!.version.split(' ').slice(0, 2).join(' ') };
  } finally {
    await handle.close();
  }
}

export async function preparePglite<T>(filler: (db: Database) => Promise<T>): Promise<Prepared<T>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-bench-'));
  const remove = async () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const { filled, version } = await fill(connectPglite({ dataDir }), filler);
    return { label: 'PGlite', version, env: { DATA_DIR: dataDir }, filled, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export async function preparePostgres<T>(serverUrl: string, filler: (db: Database) => Promise<T>): Promise<Prepared<T>> {
  const admin = connectPostgres(serverUrl, { poolSize: 1 });
  const drop = () => admin.db.execute(sql`drop database if exists ${sql.identifier(BENCH_DATABASE)} with (force)`);
  const outbox = mkdtempSync(path.join(tmpdir(), 'civic-bench-'));
  const remove = async () => {
    await drop();
    await admin.close();
    rmSync(outbox, { recursive: true, force: true });
  };
  try {
    await drop();
    await admin.db.execute(sql`create database ${sql.identifier(BENCH_DATABASE)}`);
    const url = new URL(serverUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    const { filled, version } = await fill(connectPostgres(url.toString()), filler);
    return { label: 'PostgreSQL', version, env: { DATA_DIR: outbox, DATABASE_URL: url.toString() }, filled, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
