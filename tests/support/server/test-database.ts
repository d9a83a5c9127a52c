// A fresh, migrated, empty database for one test file: a copy of the run's template on PGlite, or on
// PostgreSQL (vitest project 'server-postgres') a new database created from the template database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../../../src/server/db/connect.ts';
import { adminUrl, withDatabase } from './postgres-url.ts';

/** On PostgreSQL, `url` is the new database's address (a test may reach it another way, e.g. through a proxy). */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  const dump = readFileSync(inject('pgliteTemplatePath'));
  return connectPglite({ loadDataDir: new Blob([dump]) });
}

async function waitUntilUnused(admin: DatabaseHandle, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await admin.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = ${name}`);
    if ((result as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createPostgresDatabase(): Promise<DatabaseHandle & { url: string }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `civic_ledger_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(adminUrl(url), { poolSize: 1 });
  await admin.db.execute(`create database ${name} template ${inject('postgresTemplateDb')}`);
  const handle = connectPostgres(withDatabase(url, name), { poolSize: 4 });
  return {
    ...handle,
    url: withDatabase(url, name),
    close: async () => {
      await handle.close();
      // pool.end() can resolve while its sockets are still closing; dropping with force then would
      // terminate them mid-close and surface as an uncaught error, so wait until they are gone.
      await waitUntilUnused(admin, name);
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
