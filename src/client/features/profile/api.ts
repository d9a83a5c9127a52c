import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article } from '../../../shared/schemas/articles.ts';
import type { Comment } from '../../../shared/schemas/comments.ts';
import type { ProfileUpdate, PublicUser } from '../../../shared/schemas/users.ts';
import { apiJson } from '../../lib/api.ts';
import { AUTH_USER_KEY } from '../../lib/auth.ts';

const userKey = (id: string) => ['/api/users', id] as const;

export function useUser(id: string) {
  return useQuery<PublicUser>({ queryKey: userKey(id) });
}

export function useUserPosts(id: string) {
  return useQuery<Article[]>({ queryKey: ['/api/users', id, 'posts'] });
}

export function useUserComments(id: string) {
  return useQuery<Comment[]>({ queryKey: ['/api/users', id, 'comments'] });
}

/** Afterwards the user and the current auth user are refetched (SPEC.md §7). */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdate) => apiJson<PublicUser>('PATCH', `/api/users/${id}/profile`, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}
