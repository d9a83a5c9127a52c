// Opaque keyset cursors: the sort values and id of the last row sent, as base64url JSON. A cursor names
// a position, not an offset, so rows written meanwhile neither repeat nor vanish from the next page.
import { badRequest } from '../platform/http-error.ts';

/** What a paginated handler returns: this page's rows and the cursor of the next page (null: last page). */
export type Page<T> = { items: T[]; next: string | null };

export type CursorValue = string | number | null;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The range of the database's `integer` (int4): a larger number in a cursor would fail in SQL, not as a 400. */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/**
 * Each kind is what the database can hold in the column the value is compared with, so a forged cursor
 * is a 400 and never a query the database refuses (a 500).
 */
export type CursorKind = 'id' | 'integer' | 'string' | 'date' | 'nullable-integer' | 'nullable-date' | 'money';

const isInteger = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= INT4_MIN && (value as number) <= INT4_MAX;

const FITS: Record<CursorKind, (value: unknown) => boolean> = {
  id: (value) => isInteger(value) && value >= 1,
  integer: isInteger,
  // An amount as PostgreSQL prints numeric(14, 2): exact, unlike a JavaScript number.
  money: (value) => typeof value === 'string' && /^-?\d{1,12}(\.\d{1,2})?$/.test(value),
  // The drivers refuse a NUL in a parameter.
  string: (value) => typeof value === 'string' && !value.includes('\u0000'),
  date: (value) => typeof value === 'string' && isStorableTimestamp(value),
  'nullable-integer': (value) => value === null || isInteger(value),
  'nullable-date': (value) => value === null || (typeof value === 'string' && isStorableTimestamp(value)),
};

/**
 * A timestamp as the lists write it (ISO 8601, or PostgreSQL's own text form: `2025-01-01 10:00:00.5+00`)
 * with a real calendar date in the years 1–9999. JavaScript dates reach year 275760, which PostgreSQL
 * cannot parse.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

function isStorableTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  // Day 0 of the next month is this month's last day (years 1–99 map to 1901–1999, which leap alike).
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

/**
 * The values of a cursor this server made, checked against the shape the list expects (`kinds`: one per
 * value); a cursor that is not one is a 400.
 */
export function decodeCursor(cursor: string, kinds: readonly CursorKind[]): CursorValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: not a cursor this list gave out');
  }
  const fits = Array.isArray(values) && values.length === kinds.length && values.every((value, index) => FITS[kinds[index]!](value));
  if (!fits) throw badRequest('cursor: not a cursor this list gave out');
  return values as CursorValue[];
}

/** The next page's cursor: the position of the last row sent, when more rows follow (else null). */
export function nextCursor<Row>(page: { rows: Row[]; more: boolean }, position: (row: Row) => readonly CursorValue[]): string | null {
  const last = page.rows.at(-1);
  return page.more && last ? encodeCursor(position(last)) : null;
}
