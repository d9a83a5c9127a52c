import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  listDrafts,
  listRevisions,
  publishDraft,
  restoreRevision,
  unpublishArticle,
  updateArticle,
} from '../../../shared/api/articles.ts';
import { SEARCH_PATH, USER_POSTS_PATH } from '../../../shared/api/endpoint-paths.ts';
import type { ArticleEdit, NewArticle } from '../../../shared/schemas/articles.ts';
import { callEndpoint, endpointKey, endpointQuery, pathKey } from '../../lib/endpoint.ts';
import { usePages } from '../../lib/use-pages.ts';

/** Every article query (feed pages and single articles) sits under this key. */
export const ARTICLES_KEY = endpointKey(listArticles);

/** Staff's drafts and revisions sit under this key. */
const NEWSROOM_KEY = endpointKey(listDrafts).slice(0, 1);

export function useArticlePages() {
  return usePages(listArticles);
}

export function useArticle(id: number) {
  return useQuery(endpointQuery(getArticle, { params: { id } }));
}

export function useDrafts() {
  return usePages(listDrafts);
}

export function useRevisions(id: number) {
  return useQuery(endpointQuery(listRevisions, { params: { id } }));
}

/** What any newsroom write can change: the feed and articles, drafts and revisions, profiles' posts, search. */
const CHANGED_KEYS = [ARTICLES_KEY, NEWSROOM_KEY, pathKey(USER_POSTS_PATH, { id: '-' }).slice(0, 1), pathKey(SEARCH_PATH)];

function useArticleWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Not awaited: the caller's success (its toast) must come first, since the refetch may unmount it
    // (an unpublished or deleted article's page turns into 'Article Not Found').
    onSuccess: () => {
      for (const queryKey of CHANGED_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useCreateArticle() {
  return useArticleWrite((payload: NewArticle) => callEndpoint(createArticle, { body: payload }));
}

export function useUpdateArticle() {
  return useArticleWrite(({ id, edit }: { id: number; edit: ArticleEdit }) => callEndpoint(updateArticle, { params: { id }, body: edit }));
}

export function usePublishDraft() {
  return useArticleWrite((id: number) => callEndpoint(publishDraft, { params: { id } }));
}

export function useUnpublishArticle() {
  return useArticleWrite((id: number) => callEndpoint(unpublishArticle, { params: { id } }));
}

export function useDeleteArticle() {
  return useArticleWrite((id: number) => callEndpoint(deleteArticle, { params: { id } }));
}

export function useRestoreRevision() {
  return useArticleWrite(({ id, revisionId }: { id: number; revisionId: number }) =>
    callEndpoint(restoreRevision, { params: { id, revisionId } }),
  );
}
