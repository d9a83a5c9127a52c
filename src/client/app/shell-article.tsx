import { ArticlePage } from '../features/articles/article-page.tsx';
import { CommentsSection } from '../features/comments/comments-section.tsx';

/** An article opened inside the shell by a search result, with its Discussion. */
export function ShellArticle({ id, onBack }: { id: number; onBack: () => void }) {
  return (
    <div className="mx-auto max-w-3xl">
      <ArticlePage id={id} onBack={onBack} renderDiscussion={(articleId) => <CommentsSection target={{ type: 'article', id: articleId }} />} />
    </div>
  );
}
