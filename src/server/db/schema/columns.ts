// Column helpers every domain's tables share: timestamps, stored counts, search vectors, bill-number keys.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The comments on an article, bill or candidate, stored so a list never counts them per row: moved by one
 * per comment inserted or deleted, by a deferred trigger at commit (migration comment-count-increments,
 * docs/decisions/0291-comment-count-increments.md).
 */
export const commentCount = () => integer('comment_count').notNull().default(0);

// Full-text search (docs/decisions/0120-server-side-search.md). Drizzle has no tsvector type; the column is
// only ever read inside SQL, so its TypeScript side is the text Postgres prints.
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One weighted part of a search vector: the English stems (so 'policy' finds 'policies') and the words as
 * written (so a half-typed 'electi' still prefixes 'election', whose stem is 'elect').
 */
export function searchPart(column: AnyPgColumn, weight: 'A' | 'B' | 'C'): SQL {
  const text = sql`coalesce(${column}, '')`;
  return sql`setweight(to_tsvector('english', ${text}) || to_tsvector('simple', ${text}), ${sql.raw(`'${weight}'`)})`;
}

export const searchVector = (...parts: SQL[]) => sql.join(parts, sql` || `);

/**
 * A bill number as letters and digits only, lower case: 'H.R. 3424', 'hr3424' and 'H R 3424' are one key.
 * Only ASCII is kept before lower() so the key never depends on the database's locale; the search
 * repository builds a query's key the same way.
 */
export const billNumberKey = (column: AnyPgColumn) => sql`lower(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;
