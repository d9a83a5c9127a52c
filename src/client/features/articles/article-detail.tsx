import { Clock } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import type { Article } from '../../../shared/schemas/articles.ts';
import { ArticleLabels } from '../../components/article-labels.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { LongDate } from '../../components/long-date.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { SubscribeButton } from '../../components/subscribe-button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { nameInitials } from '../../lib/names.ts';
import { paths } from '../../lib/paths.ts';
import { LeadImage } from './lead-image.tsx';
import { articleBodyHtml } from './sanitize.ts';

// Staff tools (the editor among them) load only for staff, so readers' first paint does not carry them.
const ArticleStaffActions = lazyNamed(() => import('./article-staff-actions.tsx'), 'ArticleStaffActions');

type ArticleDetailProps = { article: Article; onBack: () => void; discussion: ReactNode };

/** An article's detail. The Discussion section is passed in so features stay independent. */
export function ArticleDetail({ article, onBack, discussion }: ArticleDetailProps) {
  const { user, isStaff } = useAuth();
  const isAuthor = user?.id === article.userId;
  return (
    <article>
      <div className="mb-6 flex items-center justify-between gap-2">
        <BackLink label="Back to articles" href={paths.home} onBack={onBack} />
        <ShareButton path={paths.article(article.id)} title={article.title} />
      </div>
      <ArticleLabels kind={article.kind} category={article.category} />
      <h1 className="mt-3 font-display text-4xl font-bold leading-[1.1] text-ink sm:text-5xl">{article.title}</h1>
      <p className="mt-4 font-serif text-xl leading-snug text-muted italic">{article.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 border-y border-rule py-3">
        <Link href={paths.user(article.userId)} className="flex items-center gap-3 rounded-sm hover:underline">
          <Avatar src={article.authorProfileImageUrl} fallback={nameInitials(article.authorName)} className="size-10" />
          <span className="font-sans text-sm font-semibold text-ink">{article.authorName}</span>
        </Link>
        {isAuthor ? null : <SubscribeButton authorId={article.userId} authorName={article.authorName} canCheck={user !== null} />}
        <p className="flex flex-wrap items-center gap-x-3 font-sans text-sm text-muted sm:ml-auto">
          <LongDate iso={article.publishedAt} />
          {article.updatedAt ? (
            <span>
              Updated <LongDate iso={article.updatedAt} />
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {article.readTime} min read
          </span>
        </p>
      </div>
      {isStaff ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <ArticleStaffActions article={article} />
          </Suspense>
        </div>
      ) : null}
      {article.imageUrl && article.imageAlt ? <LeadImage src={article.imageUrl} alt={article.imageAlt} priority className="mt-8" /> : null}
      <div className="prose-news mt-8 text-ink" dangerouslySetInnerHTML={{ __html: articleBodyHtml(article.content) }} />
      {article.corrections.length > 0 ? (
        <section aria-label="Corrections" className="mt-10 border-t border-rule pt-4 font-sans text-sm text-ink">
          {article.corrections.map((correction, index) => (
            <p key={`${correction.createdAt}-${index}`} className="mt-2">
              <strong>
                Correction, <LongDate iso={correction.createdAt} />:
              </strong>{' '}
              {correction.note}
            </p>
          ))}
        </section>
      ) : null}
      <div className="mt-12">{discussion}</div>
    </article>
  );
}

export function ArticleDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading article">
      <Skeleton className="mb-6 h-9 w-40" />
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mt-4 h-12 w-11/12" />
      <Skeleton className="mt-2 h-12 w-2/3" />
      <Skeleton className="mt-5 h-6 w-full" />
      <Skeleton className="mt-6 h-16 w-full" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  );
}
