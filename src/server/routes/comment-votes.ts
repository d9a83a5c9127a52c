import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listMyCommentVotes, voteOnComment } from '../../shared/api/comments.ts';
import { commentTopics, type Topic } from '../cache/topics.ts';
import { signedInUser } from '../http/auth.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { voteOnComment as castVote, readerCommentVotes } from '../services/comment-votes.ts';

/**
 * What each vote changed, learned by its handler: the comment's discussion and its author's list show the
 * count. A vote that failed before finding its comment changed nothing.
 */
const changedBy = new WeakMap<FastifyRequest, Topic[]>();

export async function commentVoteRoutes(app: FastifyInstance) {
  // The reader's own votes: private, never in the public discussion pages.
  registerEndpoint(app, listMyCommentVotes, { cache: 'private' }, async (request) =>
    readerCommentVotes(app.db, signedInUser(request).id, request.query.comments),
  );

  registerEndpoint(app, voteOnComment, { invalidates: (request) => changedBy.get(request) ?? [] }, async (request) => {
    const { vote, discussion } = await castVote(app.db, signedInUser(request).id, request.params.id, request.body.direction);
    changedBy.set(request, commentTopics(discussion.on, discussion.id, discussion.authorId));
    return vote;
  });
}
