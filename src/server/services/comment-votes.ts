// One vote per reader on a comment, kept on the server (docs/decisions/0232-comment-votes.md).
import { type CommentOn, commentTarget } from '../../shared/api/comments.ts';
import type { CommentVoteDirection } from '../../shared/schemas/comments.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../platform/http-error.ts';
import { articleExists } from '../repositories/articles.ts';
import { listReaderCommentVotes, lockComment, writeCommentVote } from '../repositories/comment-votes.ts';

const VALUE = { up: 1, down: -1 } as const;
const direction = (value: number): CommentVoteDirection => (value > 0 ? 'up' : 'down');

type Discussion = { on: CommentOn; id: number; authorId: string };

/**
 * Sets the reader's vote on the comment (null takes it back). Returns the vote with the comment's new count,
 * and the discussion it is in, whose cached pages show the count. A comment on an unpublished article is
 * not found, as its discussion is hidden.
 */
export async function voteOnComment(db: Database, voterId: string, commentId: number, wanted: CommentVoteDirection | null) {
  const { votes, discussion } = await db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment || (comment.articleId !== null && !(await articleExists(tx, comment.articleId)))) throw notFound('Comment not found');
    const discussion: Discussion = { ...commentTarget(comment), authorId: comment.userId };
    return { votes: await writeCommentVote(tx, commentId, voterId, wanted === null ? 0 : VALUE[wanted]), discussion };
  });
  return { vote: { commentId, direction: wanted, votes }, discussion };
}

export async function readerCommentVotes(db: Database, userId: string, commentIds: readonly number[]) {
  const rows = await listReaderCommentVotes(db, userId, commentIds);
  return rows.map((row) => ({ commentId: row.commentId, direction: direction(row.value) }));
}
