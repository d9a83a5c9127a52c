// A calendar-day range over a timestamp column, read in Washington's time (docs/decisions/0272-record-filters.md).
// Each bound is a plain comparison with a constant, so the column's index still answers it.
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const RECORD_TIME_ZONE = 'America/New_York';

export function withinDays(column: AnyPgColumn | SQL, range: { from?: string | undefined; to?: string | undefined }): SQL | undefined {
  return and(
    range.from === undefined ? undefined : sql`${column} >= (${range.from}::date::timestamp at time zone ${RECORD_TIME_ZONE})`,
    range.to === undefined ? undefined : sql`${column} < ((${range.to}::date + 1)::timestamp at time zone ${RECORD_TIME_ZONE})`,
  );
}
