import { z } from 'zod';
import { isoDateTime, requiredText, serialId } from './common.ts';

export const comment = z.object({
  id: z.number().int(),
  articleId: z.number().int().nullable(),
  billId: z.number().int().nullable(),
  candidateId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  userId: z.uuid(),
  authorName: z.string(),
  authorProfileImageUrl: z.string().nullable(),
  votes: z.number().int(),
  createdAt: isoDateTime,
});
export type Comment = z.input<typeof comment>;

export const COMMENT_TARGET_MESSAGE = 'A comment needs exactly one of articleId, billId or candidateId';

/** POST /api/comments: content plus exactly one target: an article, a bill or a candidate. */
export const newComment = z
  .strictObject({
    content: requiredText('Comment', 5000),
    articleId: serialId.nullish(),
    billId: serialId.nullish(),
    candidateId: serialId.nullish(),
    parentId: serialId.nullish(),
  })
  .refine((c) => [c.articleId, c.billId, c.candidateId].filter((id) => id != null).length === 1, {
    message: COMMENT_TARGET_MESSAGE,
    path: ['articleId'],
  });
export type NewComment = z.input<typeof newComment>;

export const COMMENT_VOTE_DIRECTIONS = ['up', 'down'] as const;
export type CommentVoteDirection = (typeof COMMENT_VOTE_DIRECTIONS)[number];

/**
 * PUT /api/me/comment-votes/{id}: the reader's vote on a comment as it should now be; null takes it back.
 * The spec's toggling (the same arrow again undoes, the other arrow switches) is the client's to apply.
 */
export const commentVoteInput = z.strictObject({
  direction: z.enum(COMMENT_VOTE_DIRECTIONS, { error: "direction must be 'up', 'down' or null" }).nullable(),
});

/** A reader's vote on one comment, and the comment's count after it. */
export const commentVote = z.object({
  commentId: z.number().int(),
  direction: z.enum(COMMENT_VOTE_DIRECTIONS).nullable(),
  votes: z.number().int(),
});
export type CommentVote = z.input<typeof commentVote>;
