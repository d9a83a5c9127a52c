import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { COMMENT_TARGETS, type CommentOn } from '../../shared/api/comments.ts';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { comments, users } from '../db/schema.ts';

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

export const listCommentsForPage = (db: Database, on: CommentOn, id: number, page: { limit: number; after?: CommentPosition }) =>
  commentPage(db, eq(comments[COMMENT_TARGETS[on].field], id), page);
export const listCommentsByUserPage = (db: Database, userId: string, page: { limit: number; after?: CommentPosition }) =>
  commentPage(db, eq(comments.userId, userId), page);

export async function findCommentTarget(db: Database, id: number) {
  const [row] = await db
    .select({ articleId: comments.articleId, billId: comments.billId, candidateId: comments.candidateId })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

/**
 * A new comment. Its discussion's stored comment_count is moved by one by a deferred trigger as the
 * transaction commits, so no post recounts the thread or holds its row lock for longer than the commit
 * (docs/decisions/0291-comment-count-increments.md).
 */
export async function createComment(db: Database, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return (await selectComments(db, eq(comments.id, row!.id)))[0]!;
}
