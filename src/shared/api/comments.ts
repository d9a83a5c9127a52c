import { z } from 'zod';
import { COMMENT_VOTE_DIRECTIONS, comment, commentVote, commentVoteInput, newComment } from '../schemas/comments.ts';
import { idList, idParams } from '../schemas/common.ts';
import { defineEndpoint } from './contract.ts';
import { pageQuery } from './pagination.ts';

/** A discussion screen's first page: enough to read, small enough for a busy thread. */
export const COMMENT_PAGE = { default: 20, max: 100 } as const;

/** The comments of one article, bill or candidate, newest first: the same list under each resource. */
function commentsOf<const Resource extends 'articles' | 'bills' | 'candidates'>(resource: Resource) {
  return defineEndpoint({
    method: 'GET',
    path: `/api/${resource}/:id/comments`,
    params: idParams,
    query: pageQuery(COMMENT_PAGE.default, COMMENT_PAGE.max),
    status: 200,
    response: z.array(comment),
    paginated: true,
  });
}

export const listArticleComments = commentsOf('articles');
export const listBillComments = commentsOf('bills');
export const listCandidateComments = commentsOf('candidates');

/**
 * What a comment can be on, the one table of them: for each, the comment's field that names it and its
 * discussion's list. The server's routes, checks and cache topics and the client's calls all read it.
 */
export const COMMENT_TARGETS = {
  article: { field: 'articleId', list: listArticleComments },
  bill: { field: 'billId', list: listBillComments },
  candidate: { field: 'candidateId', list: listCandidateComments },
} as const;
export type CommentOn = keyof typeof COMMENT_TARGETS;
export const COMMENT_ONS = Object.keys(COMMENT_TARGETS) as CommentOn[];

/** What a comment, or a new one, is on: the one target whose field is set (the schema and the database hold it to one). */
export function commentTarget(comment: { [Field in (typeof COMMENT_TARGETS)[CommentOn]['field']]?: number | null | undefined }): {
  on: CommentOn;
  id: number;
} {
  for (const on of COMMENT_ONS) {
    const id = comment[COMMENT_TARGETS[on].field];
    if (id != null) return { on, id };
  }
  throw new Error('A comment is on exactly one article, bill or candidate');
}

/** Signed in; exactly one of articleId, billId, candidateId. */
export const createComment = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/comments',
  body: newComment,
  status: 201,
  response: comment,
  idempotent: true,
});

/** A discussion page's comments at most: the largest page of a discussion. */
export const COMMENT_VOTES_MAX = COMMENT_PAGE.max;

/**
 * The signed-in reader's own votes on the comments named (docs/decisions/0232-comment-votes.md): private,
 * so the public, cached discussion pages never carry who voted.
 */
export const listMyCommentVotes = defineEndpoint({
  method: 'GET',
  auth: 'user',
  path: '/api/me/comment-votes',
  query: z.strictObject({
    comments: idList('comments', 'comment').refine((ids) => ids.length <= COMMENT_VOTES_MAX, {
      error: `comments may name at most ${COMMENT_VOTES_MAX} comments`,
    }),
  }),
  status: 200,
  response: z.array(z.object({ commentId: z.number().int(), direction: z.enum(COMMENT_VOTE_DIRECTIONS) })),
});

/** One vote per reader per comment, kept on the server: set, switched or taken back (null). */
export const voteOnComment = defineEndpoint({
  method: 'PUT',
  auth: 'user',
  path: '/api/me/comment-votes/:id',
  params: idParams,
  body: commentVoteInput,
  status: 200,
  response: commentVote,
});
