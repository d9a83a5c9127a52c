import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../shared/schemas/comments.ts';
import { apiJson } from '../../lib/api.ts';

export type CommentTarget = { type: 'article' | 'bill' | 'candidate'; id: number };

const PLURAL = { article: 'articles', bill: 'bills', candidate: 'candidates' } as const;
const TARGET_FIELD = { article: 'articleId', bill: 'billId', candidate: 'candidateId' } as const;

export const commentsKey = (target: CommentTarget) => [`/api/${PLURAL[target.type]}/${target.id}/comments`] as const;

export function useComments(target: CommentTarget) {
  return useQuery<Comment[]>({ queryKey: commentsKey(target) });
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<Comment>('POST', '/api/comments', { content, [TARGET_FIELD[target.type]]: target.id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commentsKey(target) });
      // The list's commentCount changes too.
      void queryClient.invalidateQueries({ queryKey: [`/api/${PLURAL[target.type]}`] , exact: true });
    },
  });
}
