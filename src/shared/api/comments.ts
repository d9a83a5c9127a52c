import { z } from 'zod';
import { comment, newComment } from '../schemas/comments.ts';
import { idParams } from '../schemas/common.ts';
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

/** Signed in; exactly one of articleId, billId, candidateId. */
export const createComment = defineEndpoint({ method: 'POST', auth: 'user', path: '/api/comments', body: newComment, status: 201, response: comment, idempotent: true });
