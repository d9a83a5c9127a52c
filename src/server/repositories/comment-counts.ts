// commentCount (DESIGN.md §5) as one grouped subquery joined to a list, never a query per row.
import { count, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { comments } from '../db/schema.ts';

type Target = 'articleId' | 'billId' | 'candidateId';

export function commentCounts(db: Database, target: Target) {
  const column = comments[target];
  return db
    .select({ targetId: column, count: count().as('comment_count') })
    .from(comments)
    .where(isNotNull(column))
    .groupBy(column)
    .as(`${target}_comment_counts`);
}
