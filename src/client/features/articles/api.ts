import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createArticle, getArticle, listArticles } from '../../../shared/api/articles.ts';
import type { NewArticle } from '../../../shared/schemas/articles.ts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

/** Every article query (feed pages and single articles) sits under this key. */
export const ARTICLES_KEY = endpointKey(listArticles);

export function useArticlePages() {
  return usePages(listArticles);
}

export function useArticle(id: number) {
  return useQuery(endpointQuery(getArticle, { params: { id } }));
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewArticle) => callEndpoint(createArticle, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
