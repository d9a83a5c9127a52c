// Readers' votes on comments (docs/decisions/0232-comment-votes.md): one row per reader and comment, and
// the comment's stored count moved by the difference in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { comments, commentVotes } from '../db/schema.ts';

/** The comment, locked so two votes on it count one after the other; undefined when there is none. */
export async function lockComment(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: comments.id,
      userId: comments.userId,
      articleId: comments.articleId,
      billId: comments.billId,
      candidateId: comments.candidateId,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('no key update');
  return row;
}

/** Writes the reader's vote (+1, -1, or 0 to take it back) and moves the comment's count; returns the new count. */
export async function writeCommentVote(tx: Database, commentId: number, userId: string, value: -1 | 0 | 1): Promise<number> {
  const [previous] = await tx
    .select({ value: commentVotes.value })
    .from(commentVotes)
    .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
  if (value === 0) await tx.delete(commentVotes).where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
  else {
    await tx
      .insert(commentVotes)
      .values({ commentId, userId, value })
      .onConflictDoUpdate({ target: [commentVotes.commentId, commentVotes.userId], set: { value } });
  }
  // By the difference, not a recount: counts from before votes were kept per reader stay in the total.
  const [row] = await tx
    .update(comments)
    .set({ votes: sql`${comments.votes} + ${value - (previous?.value ?? 0)}` })
    .where(eq(comments.id, commentId))
    .returning({ votes: comments.votes });
  return row!.votes;
}

/** The reader's votes among these comments. */
export function listReaderCommentVotes(db: Database, userId: string, commentIds: readonly number[]) {
  return db
    .select({ commentId: commentVotes.commentId, value: commentVotes.value })
    .from(commentVotes)
    .where(and(eq(commentVotes.userId, userId), inArray(commentVotes.commentId, [...commentIds])));
}
