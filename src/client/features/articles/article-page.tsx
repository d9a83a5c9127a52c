import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useArticles } from './api.ts';
import { ArticleDetail, ArticleDetailSkeleton } from './article-detail.tsx';

type ArticlePageProps = { id: number; renderDiscussion: (articleId: number) => ReactNode };

/** /article/{id}: a skeleton while loading, 'Article Not Found' when the id is not in the list (SPEC.md §2). */
export function ArticlePage({ id, renderDiscussion }: ArticlePageProps) {
  const [, navigate] = useLocation();
  const { data, isLoading } = useArticles();
  if (isLoading) return <ArticleDetailSkeleton />;
  const article = data?.find((a) => a.id === id);
  if (!article) {
    return (
      <EmptyState title="Article Not Found">
        <p>The article you're looking for doesn't exist.</p>
        <Link href={paths.home} className="mt-4 inline-block font-semibold text-ink underline">
          Back to articles
        </Link>
      </EmptyState>
    );
  }
  return <ArticleDetail article={article} onBack={() => navigate(paths.home)} discussion={renderDiscussion(article.id)} />;
}
