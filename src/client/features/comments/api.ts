import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  COMMENT_TARGETS,
  COMMENT_VOTES_MAX,
  type CommentOn,
  createComment,
  listMyCommentVotes,
  voteOnComment,
} from '../../../shared/api/comments.ts';
import { getUser } from '../../../shared/api/users.ts';
import type { CommentVoteDirection } from '../../../shared/schemas/comments.ts';
import { callEndpoint, endpointKey, endpointPages, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

export type CommentTarget = { type: CommentOn; id: number };

export function useComments(target: CommentTarget) {
  return usePages(COMMENT_TARGETS[target.type].list, { params: { id: target.id } });
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callEndpoint(createComment, { body: { content, [COMMENT_TARGETS[target.type].field]: target.id } }),
    onSuccess: (created) => {
      // Everything under the resource: this discussion's pages (the new comment is on the first) and the
      // commentCount of the lists and the detail.
      const [resource] = endpointKey(COMMENT_TARGETS[target.type].list, { params: { id: target.id } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      // The author's profile counts and lists their comments.
      void queryClient.invalidateQueries({ queryKey: endpointKey(getUser, { params: { id: created.userId } }) });
    },
  });
}

/** The signed-in reader's own votes on the comments shown, by comment id: one call per 100 comments. */
export function useMyCommentVotes(commentIds: readonly number[], signedIn: boolean) {
  const chunks = Array.from({ length: Math.ceil(commentIds.length / COMMENT_VOTES_MAX) }, (_, i) =>
    commentIds.slice(i * COMMENT_VOTES_MAX, (i + 1) * COMMENT_VOTES_MAX),
  );
  const results = useQueries({
    queries: chunks.map((chunk) => ({ ...endpointQuery(listMyCommentVotes, { query: { comments: chunk.join(',') } }), enabled: signedIn })),
  });
  return new Map(results.flatMap((r) => r.data ?? []).map((vote) => [vote.commentId, vote.direction]));
}

/** The reader's vote on one comment, as it should now be (null takes it back); the server answers the new count. */
export function useVoteOnComment(target: CommentTarget, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One comment's votes go one after another, so the server keeps the last one clicked.
    scope: { id: `comment-vote:${commentId}` },
    mutationFn: ({ direction }: { direction: CommentVoteDirection | null }) =>
      callEndpoint(voteOnComment, { params: { id: commentId }, body: { direction } }),
    onSuccess: () => {
      // Read again when next shown: this discussion's counts, and the reader's own votes.
      void queryClient.invalidateQueries({
        queryKey: endpointPages(COMMENT_TARGETS[target.type].list, { params: { id: target.id } }).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: [endpointKey(listMyCommentVotes)[0]] });
    },
  });
}
