import type { FastifyInstance } from 'fastify';
import { createComment, listArticleComments, listBillComments, listCandidateComments } from '../../shared/api/comments.ts';
import { commentTopics } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { accountOrAddress } from '../http/security.ts';
import type { CommentTarget } from '../repositories/comments.ts';
import { commentPageFor, postComment } from '../services/comments.ts';

const LISTS = [
  [listArticleComments, 'articleId', 'article'],
  [listBillComments, 'billId', 'bill'],
  [listCandidateComments, 'candidateId', 'candidate'],
] as const satisfies readonly (readonly [
  typeof listArticleComments | typeof listBillComments | typeof listCandidateComments,
  CommentTarget,
  'article' | 'bill' | 'candidate',
])[];

export async function commentRoutes(app: FastifyInstance) {
  for (const [endpoint, target, on] of LISTS) {
    registerEndpoint(app, endpoint, { cache: (request) => [`comments:${on}:${request.params.id}`] }, async (request) =>
      commentPageFor(app.db, target, request.params.id, request.query),
    );
  }

  registerEndpoint(
    app,
    createComment,
    {
      // Tighter than other writes: a discussion is what a spammer floods.
      config: { rateLimit: { ...app.requestLimits.comment, keyGenerator: accountOrAddress } },
      invalidates: (request) => {
        // The schema has checked that exactly one target is set.
        const [, target, on] = LISTS.find(([, key]) => request.body[key] != null)!;
        return commentTopics(on, request.body[target]!, signedInUser(request).id);
      },
    },
    async (request, _reply, db) => postComment(db, signedInUser(request), request.body),
  );
}
