// Bulk loading for benchmark data: each batch is one INSERT ... SELECT FROM unnest() with one array
// parameter per column, so ten thousand rows cost a single statement and a handful of parameters
// (a multi-row VALUES list would need a parameter per cell and hit the 65,535-parameter limit).
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/connect.ts';

const ROWS_PER_STATEMENT = 10_000;

/** `columns` maps each column (as named in the database) to its Postgres type; each row has those keys. */
export async function bulkInsert<Column extends string>(
  db: Database,
  table: string,
  columns: Record<Column, string>,
  rows: readonly Record<Column, unknown>[],
) {
  const names = Object.keys(columns) as Column[];
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = names.map((name) => sql`${sql.param(batch.map((row) => row[name]))}::${sql.raw(columns[name])}[]`);
    await db.execute(sql`insert into ${sql.identifier(table)} (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
