// Many rows in one INSERT … SELECT FROM unnest(), one array parameter per column: ten thousand rows cost
// one statement and a handful of parameters, where a VALUES list binds a parameter per cell (and stops at
// 65,535 of them). PGlite answers one statement at a time on the event loop, so for the bulk imports the
// statement count and the parameters bound are what the time goes on.
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';

const ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts rows given as plain values for the named columns (the rest take their defaults). With
 * `skipConflicts`, a row whose key is already there (or twice in the rows) is left out rather than failing all.
 */
export async function insertByColumns<Row extends Record<string, unknown>>(
  db: Database,
  table: PgTable,
  columns: { [K in keyof Row]: PgColumn },
  rows: readonly Row[],
  { skipConflicts = false }: { skipConflicts?: boolean } = {},
): Promise<void> {
  const keys = Object.keys(columns) as (keyof Row & string)[];
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = keys.map((key) => {
      // Dates go as ISO text: both drivers then read the array the same way.
      const values = chunk.map((row) => (row[key] instanceof Date ? row[key].toISOString() : row[key]));
      return sql`${sql.param(values)}::${sql.raw(columns[key].getSQLType())}[]`;
    });
    const conflicts = skipConflicts ? sql` on conflict do nothing` : sql``;
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${conflicts}`);
  }
}
