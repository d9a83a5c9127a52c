import { ArticleDetail, ArticleDetailSkeleton } from '../features/articles/article-detail.tsx';
import { useArticles } from '../features/articles/api.ts';
import { CommentsSection } from '../features/comments/comments-section.tsx';

/** An article opened inside the shell (feed card or search result), with its Discussion. */
export function ShellArticle({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, isLoading } = useArticles();
  if (isLoading) return <ArticleDetailSkeleton />;
  const article = data?.find((a) => a.id === id);
  if (!article) return <ArticleDetailSkeleton />;
  return (
    <div className="mx-auto max-w-3xl">
      <ArticleDetail article={article} onBack={onBack} discussion={<CommentsSection target={{ type: 'article', id }} />} />
    </div>
  );
}
