import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useArticles } from './api.ts';
import { ArticleDetail, ArticleDetailSkeleton } from './article-detail.tsx';

type ArticlePageProps = {
  id: number;
  renderDiscussion: (articleId: number) => ReactNode;
  /** Inside the shell (a search result) going back clears the selection; on /article/{id} it goes to /. */
  onBack?: () => void;
};

/**
 * An article by id: a skeleton while loading, 'Article Not Found' when the id is not in the list
 * (SPEC.md §2). Used by /article/{id} and by the shell, so an unknown id never leaves a skeleton forever.
 */
export function ArticlePage({ id, renderDiscussion, onBack }: ArticlePageProps) {
  const [, navigate] = useLocation();
  const { data, isLoading } = useArticles();
  if (isLoading) return <ArticleDetailSkeleton />;
  const article = data?.find((a) => a.id === id);
  if (!article) {
    return (
      <EmptyState title="Article Not Found">
        <p>The article you're looking for doesn't exist.</p>
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
