import { EmptyState } from '../../components/empty-state.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useArticlePages } from './api.ts';
import { ArticleCard } from './article-card.tsx';

function SectionRule({ children }: { children: string }) {
  return <h2 className="mb-4 border-b-2 border-rule-strong pb-1 font-sans text-xs font-black tracking-[0.2em] text-ink">{children}</h2>;
}

function FeedSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading articles">
      <SectionRule>FEATURED</SectionRule>
      <div data-testid="skeleton-featured" className="mb-10">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-3 h-12 w-11/12" />
        <Skeleton className="mt-2 h-12 w-3/4" />
        <Skeleton className="mt-4 h-6 w-full" />
        <Skeleton className="mt-3 h-4 w-1/2" />
      </div>
      <SectionRule>LATEST ARTICLES</SectionRule>
      <div className="grid gap-x-10 gap-y-5 md:grid-cols-2">
        {[0, 1, 2].map((i) => (
          <div key={i} data-testid="skeleton-latest" className="border-b border-rule pb-5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="mt-3 h-7 w-4/5" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The article feed: the first article under FEATURED, the rest under LATEST ARTICLES. */
export function ArticleFeed({ onOpen }: { onOpen: (id: number) => void }) {
  const { items: articles, isLoading, isError, hasMore, isFetchingMore, showMore, sentinel } = useArticlePages();
  if (isLoading) return <FeedSkeleton />;
  if (isError || articles.length === 0) {
    return <EmptyState title="No articles published yet">Staff members can create articles from the menu.</EmptyState>;
  }
  const [featured, ...latest] = articles;
  return (
    <div>
      <section aria-label="Featured" className="mb-10">
        <SectionRule>FEATURED</SectionRule>
        {featured ? <ArticleCard article={featured} featured onOpen={onOpen} /> : null}
      </section>
      {latest.length > 0 ? (
        <section aria-label="Latest articles">
          <SectionRule>LATEST ARTICLES</SectionRule>
          <div className="grid gap-x-10 gap-y-5 md:grid-cols-2">
            {latest.map((article) => (
              <div key={article.id} className="list-row">
                <ArticleCard article={article} onOpen={onOpen} />
              </div>
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} loading={isFetchingMore} label="Show more articles" />
        </section>
      ) : null}
    </div>
  );
}
