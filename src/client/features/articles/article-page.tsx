import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../components/empty-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useArticle } from './api.ts';
import { ArticleDetail, ArticleDetailSkeleton } from './article-detail.tsx';

type ArticlePageProps = {
  id: number;
  renderDiscussion: (articleId: number) => ReactNode;
  /** Inside the shell (a search result) going back clears the selection; on /article/{id} it goes to /. */
  onBack?: () => void;
};

/**
 * An article by id: a skeleton while loading, 'Article Not Found' when there is no such article.
 * Used by /article/{id} and by the shell, so an unknown id never leaves a skeleton forever.
 */
export function ArticlePage({ id, renderDiscussion, onBack }: ArticlePageProps) {
  const [, navigate] = useLocation();
  const { data: article, isLoading, error } = useArticle(id);
  if (isLoading) return <ArticleDetailSkeleton />;
  // A 404 on a refetch means the article was unpublished or deleted since it was read: it is gone.
  const gone = error instanceof ApiError && error.status === 404;
  if (!article || gone) {
    const missing = !error || gone;
    return (
      <EmptyState title={missing ? 'Article Not Found' : 'Could not load the article'}>
        <p>{missing ? "The article you're looking for doesn't exist." : 'Please check your connection and try again.'}</p>
        <Link href={paths.home} onClick={onBack} className="mt-4 inline-block font-semibold text-ink underline">
          Back to articles
        </Link>
      </EmptyState>
    );
  }
  return (
    <ArticleDetail article={article} onBack={onBack ?? (() => navigate(paths.home))} discussion={renderDiscussion(article.id)} />
  );
}
