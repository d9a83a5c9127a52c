import { ArticleNotFound, ArticlePage } from '../../features/articles/article-page.tsx';
import { CommentsSection } from '../../features/comments/comments-section.tsx';

/** /article/{id}: the shareable article page with its Discussion; an id no article can have is not found at once. */
export function ArticleRoute({ id }: { id: number | undefined }) {
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      {id === undefined ? (
        <ArticleNotFound />
      ) : (
        <ArticlePage id={id} renderDiscussion={(articleId) => <CommentsSection target={{ type: 'article', id: articleId }} />} />
      )}
    </main>
  );
}
