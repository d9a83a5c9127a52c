// Opaque keyset cursors: the sort values and id of the last row sent, as base64url JSON. A cursor names
// a position, not an offset, so rows written meanwhile neither repeat nor vanish from the next page.
import { badRequest } from '../http-error.ts';

export type CursorValue = string | number | null;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** A serial id as the database keeps it (int4): a larger number in a cursor would fail in SQL, not as a 400. */
const MAX_SERIAL = 2_147_483_647;

export type CursorKind = 'number' | 'id' | 'string' | 'date' | 'nullable-number' | 'nullable-date';

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
  const fits =
    Array.isArray(values) &&
    values.length === kinds.length &&
    values.every((value, index) => {
      const kind = kinds[index];
      if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
      if (kind === 'id') return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SERIAL;
      if (kind === 'nullable-number') return value === null || (typeof value === 'number' && Number.isFinite(value));
      if (kind === 'nullable-date') return value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
      if (kind === 'date') return typeof value === 'string' && !Number.isNaN(Date.parse(value));
      return typeof value === 'string';
    });
  if (!fits) throw badRequest('cursor: not a cursor this list gave out');
  return values as CursorValue[];
}

/** The next page's cursor: the position of the last row sent, when more rows follow (else null). */
export function nextCursor<Row>(page: { rows: Row[]; more: boolean }, position: (row: Row) => readonly CursorValue[]): string | null {
  const last = page.rows.at(-1);
  return page.more && last ? encodeCursor(position(last)) : null;
}
