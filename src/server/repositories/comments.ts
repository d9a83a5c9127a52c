import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { articles, bills, candidates, comments, users } from '../db/schema.ts';

export type CommentTarget = 'articleId' | 'billId' | 'candidateId';

/** Where a comment sits in the newest-first order: created_at as the database prints it, and the id. */
export type CommentPosition = { createdAt: string; id: number };

/** Comments with the author's current public name and picture, newest first (ties: the higher id first). */
async function selectComments(db: Database, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      id: comments.id,
      articleId: comments.articleId,
      billId: comments.billId,
      candidateId: comments.candidateId,
      parentId: comments.parentId,
      content: comments.content,
      userId: comments.userId,
      votes: comments.votes,
      createdAt: comments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      authorProfileImageUrl: users.profileImageUrl,
      // Microseconds kept, which a JavaScript Date would drop: comments posted in one millisecond stay apart.
      position: sql<string>`${comments.createdAt}::text`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ firstName, lastName, email, ...comment }) => ({
    ...comment,
    authorName: publicDisplayName({ firstName, lastName, email }),
  }));
}

/**
 * One page of the comments matching `where`, after the previous page's last position: a keyset on
 * (created_at, id) that the (target, created_at, id) and (user_id, created_at, id) indexes serve in reverse.
 */
async function commentPage(db: Database, where: SQL, page: { limit: number; after?: CommentPosition }) {
  const after = page.after && sql`(${comments.createdAt}, ${comments.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id})`;
  // One row more than asked says whether another page follows.
  const rows = await selectComments(db, and(where, after), page.limit + 1);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

export const listCommentsForPage = (db: Database, target: CommentTarget, id: number, page: { limit: number; after?: CommentPosition }) =>
  commentPage(db, eq(comments[target], id), page);
export const listCommentsByUserPage = (db: Database, userId: string, page: { limit: number; after?: CommentPosition }) =>
  commentPage(db, eq(comments.userId, userId), page);

export async function findCommentTarget(db: Database, id: number) {
  const [row] = await db
    .select({ articleId: comments.articleId, billId: comments.billId, candidateId: comments.candidateId })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

/** The tables whose rows carry their stored comment count, by the comment's column that points at them. */
const COUNTED = { articleId: articles, billId: bills, candidateId: candidates } as const;

/**
 * Recounts one article's, bill's or candidate's comments into its stored comment_count
 * (docs/decisions/0140-stored-aggregates.md). The row is locked first, so of two transactions posting to one
 * discussion the second counts, in a new statement, after the first has committed.
 */
async function recountComments(tx: Database, target: CommentTarget, id: number) {
  const table = COUNTED[target];
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('no key update');
  await tx
    .update(table)
    .set({ commentCount: tx.$count(comments, eq(comments[target], id)) })
    .where(eq(table.id, id));
}

/** A new comment, and its discussion's stored count in the same transaction. */
export async function createComment(db: Database, values: typeof comments.$inferInsert) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(comments).values(values).returning({ id: comments.id });
    const target = (Object.keys(COUNTED) as CommentTarget[]).find((key) => values[key] != null)!;
    await recountComments(tx, target, values[target]!);
    return inserted!;
  });
  return (await selectComments(db, eq(comments.id, row.id)))[0]!;
}
