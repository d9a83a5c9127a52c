// A calendar-day range over a timestamp column, read in Washington's time (docs/decisions/0272-record-filters.md).
// Each bound is a plain comparison with a constant, so the column's index still answers it.
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { WASHINGTON_TIME_ZONE } from '../../shared/constants.ts';

export function withinDays(column: AnyPgColumn | SQL, range: { from?: string | undefined; to?: string | undefined }): SQL | undefined {
  return and(
    range.from === undefined ? undefined : sql`${column} >= (${range.from}::date::timestamp at time zone ${WASHINGTON_TIME_ZONE})`,
    range.to === undefined ? undefined : sql`${column} < ((${range.to}::date + 1)::timestamp at time zone ${WASHINGTON_TIME_ZONE})`,
  );
}
