import { desc, eq } from 'drizzle-orm';
import { publicDisplayName } from '../../shared/format.ts';
import type { Database } from '../db/connect.ts';
import { comments, users } from '../db/schema.ts';

export type CommentTarget = 'articleId' | 'billId' | 'candidateId';

/** Comments with the author's current public name and picture, newest first. */
async function selectComments(db: Database, where: ReturnType<typeof eq>) {
  const rows = await db
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
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map(({ firstName, lastName, email, ...comment }) => ({
    ...comment,
    authorName: publicDisplayName({ firstName, lastName, email }),
  }));
}

export const listCommentsFor = (db: Database, target: CommentTarget, id: number) =>
  selectComments(db, eq(comments[target], id));
export const listCommentsByUser = (db: Database, userId: string) => selectComments(db, eq(comments.userId, userId));

export async function findCommentTarget(db: Database, id: number) {
  const [row] = await db
    .select({ articleId: comments.articleId, billId: comments.billId, candidateId: comments.candidateId })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

export async function createComment(db: Database, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return (await selectComments(db, eq(comments.id, row!.id)))[0]!;
}
