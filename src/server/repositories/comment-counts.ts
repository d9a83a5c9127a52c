// commentCount inside the list's own query, never a query per row.
import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { comments } from '../db/schema.ts';

type Target = 'articleId' | 'billId' | 'candidateId';

/**
 * One row's commentCount as a correlated subquery: counted through the target's index for just the rows
 * a page keeps, where a grouped subquery joined to the list would count every comment of the table first.
 */
export function commentCountOf(target: Target, id: AnyPgColumn) {
  // Spelled out with table names: Drizzle leaves columns unqualified in a one-table select, and inside
  // the subquery a bare "id" would be the comment's.
  const outer = sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}`;
  return sql<number>`(select count(*) from ${comments} as counted where counted.${sql.identifier(comments[target].name)} = ${outer})`.mapWith(Number);
}
