import { Clock, MessageSquare } from 'lucide-react';
import type { Article } from '../../../shared/schemas/articles.ts';
import { ArticleLabels } from '../../components/article-labels.tsx';
import { InAppLink } from '../../components/item-link.tsx';
import { LongDate } from '../../components/long-date.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { LeadImage } from './lead-image.tsx';

type ArticleCardProps = { article: Article; featured?: boolean; onOpen: (id: number) => void };

/** A story in the feed; the whole card is one link to the article so it is a single keyboard stop. */
export function ArticleCard({ article, featured = false, onOpen }: ArticleCardProps) {
  return (
    <article className={cn('group', featured ? '' : 'h-full border-b border-rule pb-5')}>
      <InAppLink href={paths.article(article.id)} onOpen={() => onOpen(article.id)} className="block w-full text-left">
        {featured && article.imageUrl && article.imageAlt ? (
          // The featured story is the first thing on the front page: its image is fetched first.
          <LeadImage src={article.imageUrl} alt={article.imageAlt} priority className="mb-4" />
        ) : null}
        <ArticleLabels kind={article.kind} category={article.category} />
        <h3
          className={cn(
            'mt-2 font-display font-bold leading-tight text-ink group-hover:underline decoration-2 underline-offset-4',
            featured ? 'text-3xl sm:text-5xl' : 'text-xl sm:text-2xl',
          )}
        >
          {article.title}
        </h3>
        <p className={cn('mt-2 font-serif text-muted', featured ? 'text-lg sm:text-xl' : 'text-base line-clamp-3')}>{article.excerpt}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 font-sans text-xs text-muted uppercase tracking-wide">
          <span className="font-semibold text-ink">By {article.authorName}</span>
          <LongDate iso={article.publishedAt} />
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {article.readTime} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="size-3.5" aria-hidden="true" />
            {article.commentCount} <span className="sr-only">comments</span>
          </span>
        </p>
      </InAppLink>
    </article>
  );
}
