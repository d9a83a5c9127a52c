import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createComment, listArticleComments, listBillComments, listCandidateComments } from '../../../shared/api/comments.ts';
import { getUser } from '../../../shared/api/users.ts';
import { callEndpoint, endpointKey } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

export type CommentTarget = { type: 'article' | 'bill' | 'candidate'; id: number };

const LISTS = { article: listArticleComments, bill: listBillComments, candidate: listCandidateComments } as const;
const TARGET_FIELD = { article: 'articleId', bill: 'billId', candidate: 'candidateId' } as const;

export function useComments(target: CommentTarget) {
  return usePages(LISTS[target.type], { params: { id: target.id } });
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callEndpoint(createComment, { body: { content, [TARGET_FIELD[target.type]]: target.id } }),
    onSuccess: (created) => {
      // Everything under the resource: this discussion's pages (the new comment is on the first) and the
      // commentCount of the lists and the detail.
      const [resource] = endpointKey(LISTS[target.type], { params: { id: target.id } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      // The author's profile counts and lists their comments.
      void queryClient.invalidateQueries({ queryKey: endpointKey(getUser, { params: { id: created.userId } }) });
    },
  });
}
