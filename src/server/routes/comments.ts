import type { FastifyInstance } from 'fastify';
import { COMMENT_ONS, COMMENT_TARGETS, commentTarget, createComment } from '../../shared/api/comments.ts';
import { commentTopics, discussionTopic } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { accountOrAddress } from '../http/security.ts';
import { commentPageFor, postComment } from '../services/comments.ts';

export async function commentRoutes(app: FastifyInstance) {
  for (const on of COMMENT_ONS) {
    registerEndpoint(app, COMMENT_TARGETS[on].list, { cache: (request) => [discussionTopic(on, request.params.id)] }, async (request) =>
      commentPageFor(app.db, on, request.params.id, request.query),
    );
  }

  registerEndpoint(
    app,
    createComment,
    {
      // Tighter than other writes: a discussion is what a spammer floods.
      config: { rateLimit: { ...app.requestLimits.comment, keyGenerator: accountOrAddress } },
      invalidates: (request) => {
        const { on, id } = commentTarget(request.body);
        return commentTopics(on, id, signedInUser(request).id);
      },
    },
    async (request, _reply, db) => postComment(db, signedInUser(request), request.body),
  );
}
