import type { Article } from '../../../shared/schemas/articles.ts';
import { BackLink } from '../../components/back-link.tsx';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { serverMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { longDate } from '../../lib/time.ts';
import { useDrafts } from './api.ts';
import { ArticleStaffActions } from './article-staff-actions.tsx';

function DraftRow({ draft }: { draft: Article }) {
  return (
    <li className="grid gap-3 border-b border-rule px-5 py-4 last:border-b-0">
      <div>
        <CategoryBadge category={draft.category} />
        <h2 className="mt-2 font-display text-xl font-bold leading-tight text-ink">{draft.title}</h2>
        <p className="mt-1 font-serif text-muted">{draft.excerpt}</p>
        <p className="mt-2 font-sans text-xs tracking-wide text-muted uppercase">
          By {draft.authorName} · Written <time dateTime={draft.publishedAt}>{longDate(draft.publishedAt)}</time>
        </p>
      </div>
      <ArticleStaffActions article={draft} />
    </li>
  );
}

/** Staff's unpublished articles, most recently written first; each can be edited, previewed, published or deleted. */
export function DraftsPage() {
  const drafts = useDrafts();
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <div className="mb-4">
        <BackLink label="Back to articles" href={paths.home} />
      </div>
      <Card>
        <div className="border-b border-rule px-5 py-4">
          <h1 className="font-display text-3xl font-bold text-ink">Drafts</h1>
          <p className="mt-1 font-serif text-sm text-muted italic">Articles only staff can see until they are published.</p>
        </div>
        {drafts.isLoading ? (
          <div aria-busy="true" aria-label="Loading drafts" className="grid gap-3 p-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : drafts.isError && drafts.error ? (
          <p role="alert" className="p-5 text-sm text-score-low">
            {serverMessage(drafts.error) ?? drafts.error.message}
          </p>
        ) : drafts.items.length === 0 ? (
          <p className="p-5 text-sm text-muted">No drafts. Use Save Draft in the article editor to keep one here.</p>
        ) : (
          <>
            <ul aria-label="Drafts">
              {drafts.items.map((draft) => (
                <DraftRow key={draft.id} draft={draft} />
              ))}
            </ul>
            <div className="border-t border-rule px-4 pb-4 empty:hidden">
              <ShowMore
                hasMore={drafts.hasMore}
                sentinel={drafts.sentinel}
                onMore={drafts.showMore}
                loading={drafts.isFetchingMore}
                label="Load more"
              />
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
