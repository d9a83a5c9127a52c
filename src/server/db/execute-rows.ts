// The rows of a raw statement run through `db.execute`: PGlite answers `{ rows }`, and node-postgres
// through Drizzle does too, both typed loosely.
export function executedRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Rows in slices small enough for one multi-row INSERT each (PGlite answers one statement at a time). */
export const ROWS_PER_INSERT = 500;
export const insertSlices = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) => rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT));
