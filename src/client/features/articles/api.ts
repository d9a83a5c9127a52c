import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article, NewArticle } from '../../../shared/schemas/articles.ts';
import { apiJson } from '../../lib/api.ts';

export const ARTICLES_KEY = ['/api/articles'] as const;

export function useArticles() {
  return useQuery<Article[]>({ queryKey: ARTICLES_KEY });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewArticle) => apiJson<Article>('POST', '/api/articles', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
