import type { FastifyInstance } from 'fastify';
import { createComment, listArticleComments, listBillComments, listCandidateComments } from '../../shared/api/comments.ts';
import { registerEndpoint } from '../lib/register-endpoint.ts';
import { signedInUser } from '../plugins/auth.ts';
import type { CommentTarget } from '../repositories/comments.ts';
import { commentPageFor, postComment } from '../services/comments.ts';

const LISTS = [
  [listArticleComments, 'articleId'],
  [listBillComments, 'billId'],
  [listCandidateComments, 'candidateId'],
] as const satisfies readonly (readonly [typeof listArticleComments | typeof listBillComments | typeof listCandidateComments, CommentTarget])[];

export async function commentRoutes(app: FastifyInstance) {
  for (const [endpoint, target] of LISTS) {
    registerEndpoint(app, endpoint, {}, async (request) => commentPageFor(app.db, target, request.params.id, request.query));
  }

  registerEndpoint(app, createComment, { auth: 'user' }, async (request) => postComment(app.db, signedInUser(request), request.body));
}
