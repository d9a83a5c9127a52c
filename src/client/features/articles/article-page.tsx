import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../components/empty-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useArticle } from './api.ts';
import { ArticleDetail, ArticleDetailSkeleton } from './article-detail.tsx';

type ArticlePageProps = {
  id: number;
  renderDiscussion: (articleId: number) => ReactNode;
};

/** 'Article Not Found', or that it could not be loaded, with the way back to the feed. */
export function ArticleNotFound({ failed = false }: { failed?: boolean }) {
  useDocumentTitle(failed ? 'Could not load the article' : 'Article Not Found');
  return (
    <EmptyState title={failed ? 'Could not load the article' : 'Article Not Found'}>
      <p>{failed ? 'Please check your connection and try again.' : "The article you're looking for doesn't exist."}</p>
      <Link href={paths.home} className="mt-4 inline-block font-semibold text-ink underline">
        Back to articles
      </Link>
    </EmptyState>
  );
}

/** An article by id: a skeleton while loading, 'Article Not Found' when there is no such article, so an unknown id never leaves a skeleton forever. */
export function ArticlePage({ id, renderDiscussion }: ArticlePageProps) {
  const [, navigate] = useLocation();
  const { data: article, isLoading, error } = useArticle(id);
  // A 404 on a refetch means the article was unpublished or deleted since it was read: it is gone.
  const gone = error instanceof ApiError && error.status === 404;
  useDocumentTitle(article && !gone ? article.title : null);
  if (isLoading) return <ArticleDetailSkeleton />;
  if (!article || gone) return <ArticleNotFound failed={!!error && !gone} />;
  return <ArticleDetail article={article} onBack={() => navigate(paths.home)} discussion={renderDiscussion(article.id)} />;
}
