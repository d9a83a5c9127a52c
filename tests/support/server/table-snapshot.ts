// A fingerprint of what the database holds, to prove a refused request wrote nothing, not even an
// update that leaves row counts alone.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../src/server/db/connect.ts';
import * as schema from '../../../src/server/db/schema.ts';

/**
 * Rows left out (the condition picks the rows kept): written on every request or on a refusal by
 * design, i.e. a test's fresh session per call, and the failed sign-ins that throttling counts and
 * the audit log reports.
 */
const WRITTEN_BY_DESIGN: Record<string, string> = {
  sessions: 'false',
  sign_in_throttles: 'false',
  audit_events: `kind not in ('sign-in-failed', 'account-locked')`,
};

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Table name → row count and a hash of every row's text. */
export async function tableSnapshot(db: Database): Promise<Record<string, string>> {
  const selects = TABLES.map(
    (name) =>
      sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t where ${sql.raw(WRITTEN_BY_DESIGN[name] ?? 'true')}`,
  );
  const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}
